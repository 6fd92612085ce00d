import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Banner } from '@app/domain';
import { BannerLink } from '../home/banner-link.tsx';

/** The search-top banner: a slim strip above the results with its picture, words and link. */
export function SearchBanner({ banner }: { banner: Banner | null }) {
  if (banner === null) return null;
  return (
    <Paper component="section" aria-label={banner.title} bg="sand.0" radius="md" p="sm" mb="md" withBorder>
      <Group gap="md" wrap="nowrap" align="center">
        <img
          src={banner.image.url}
          alt={banner.image.alt}
          width={120}
          height={72}
          style={{ objectFit: 'cover', borderRadius: 6, flexShrink: 0 }}
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} c="brand.9">
            {banner.title}
          </Text>
          {banner.subtitle !== '' && (
            <Text size="sm" c="gray.8">
              {banner.subtitle}
            </Text>
          )}
        </Stack>
        <BannerLink banner={banner} size="sm" visibleFrom="xs" />
      </Group>
      <BannerLink banner={banner} size="sm" mt="sm" fullWidth hiddenFrom="xs" />
    </Paper>
  );
}
