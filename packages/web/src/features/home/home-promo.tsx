import { Container, Stack, Text, Title } from '@mantine/core';
import type { Banner } from '@app/domain';
import { BannerLink } from './banner-link.tsx';
import classes from './home-sections.module.css';

/** The home-promo banner: its picture beside its title, words and link. */
export function HomePromo({ banner }: { banner: Banner | null }) {
  if (banner === null) return null;
  return (
    <Container size="xl" py={{ base: 32, md: 48 }} component="section" aria-labelledby="home-promo-title">
      <div className={classes.promo}>
        <img
          src={banner.image.url}
          alt={banner.image.alt}
          width={960}
          height={640}
          loading="lazy"
          decoding="async"
          className={classes.promoPicture}
        />
        <Stack gap="sm" p={{ base: 'lg', md: 40 }} justify="center">
          <Title order={2} id="home-promo-title" c="white">
            {banner.title}
          </Title>
          {banner.subtitle && (
            <Text size="lg" c="sand.0">
              {banner.subtitle}
            </Text>
          )}
          <div>
            <BannerLink banner={banner} color="coral.7" size="md" />
          </div>
        </Stack>
      </div>
    </Container>
  );
}
