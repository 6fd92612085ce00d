import { Container, Grid, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { useStores } from '../../app/services-context.tsx';
import { PageHero } from '../chrome/page-hero.tsx';
import { FaqSection } from '../faq/faq-section.tsx';
import { ContactFormCard } from './contact-form-card.tsx';
import { OfficeDetails } from './office-details.tsx';
import classes from './contact-page.module.css';
import { withMantine } from '../../app/mantine-scope.tsx';

/** `/contact-us`: the contact form beside the office's address, phone, email, hours and map, then the FAQ. */
function ContactPage() {
  const { settings, seo } = useSnapshot(useStores().site.state);
  return (
    <>
      <PageHero title="Contact Us" eyebrow={settings?.teamName}>
        <Text className={classes.lead}>
          Buying, selling, or curious about a Southwest Florida neighborhood? Send us a note or stop by the office. A
          local agent will get back to you.
        </Text>
      </PageHero>
      <Container size="xl" py={{ base: 32, md: 56 }}>
        <Grid gap={32} align="flex-start">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <ContactFormCard team={settings} />
          </Grid.Col>
          {settings && (
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
              <OfficeDetails settings={settings} />
            </Grid.Col>
          )}
        </Grid>
      </Container>
      <FaqSection faq={seo?.faq ?? []} />
    </>
  );
}

export default withMantine(ContactPage);
