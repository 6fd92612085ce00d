import { Container, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { listingSearchParams, summarizeSalesResults } from '@app/domain';
import { PageHero } from '../chrome/page-hero.tsx';
import { RichText } from '../articles/rich-text.tsx';
import { AboutSubnav } from '../about/about-subnav.tsx';
import { SalesTotals } from '../sales-results/sales-totals.tsx';
import { SalesResultsList } from '../sales-results/sales-results-list.tsx';
import { TestimonialCard } from '../testimonials/testimonial-card.tsx';
import { AgentContact } from './agent-contact.tsx';
import { AgentListingsSection } from './agent-listings-section.tsx';
import { agentListingSearches } from './load-agent-page.ts';
import classes from './agents.module.css';
import { withMantine } from '../../app/mantine-scope.tsx';
import { PictureImage } from '../../ui/picture-image.tsx';

const route = getRouteApi('/about/meet-our-agents/$agentSlug');

/** An agent's page: photo, bio and contact, their listings for sale and sold, their sales results and testimonials. */
function AgentPage() {
  const { agent, brokerPage, testimonials, sales, activeListings, soldListings } = route.useLoaderData();
  const firstName = agent.name.split(' ')[0] ?? agent.name;
  const searches = agent.mlsMemberId === null ? null : agentListingSearches(agent.mlsMemberId);
  return (
    <>
      <PageHero title={agent.name} eyebrow={agent.title} />
      <AboutSubnav />
      <Container size="xl" py={{ base: 40, md: 56 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
            <Stack gap="lg">
              <PictureImage picture={agent.photo} width={480} height={600} className={classes.profilePhoto} />
              <AgentContact agent={agent} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
            <Title order={2} mb="md">
              About {firstName}
            </Title>
            <Stack gap="sm" maw={760}>
              {agent.bio.split(/\n\s*\n/).map((paragraph, index) => (
                <Text key={index} size="lg" lh={1.7}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
            {brokerPage !== null && <RichText html={brokerPage.body} className={classes.brokerText} />}
          </Grid.Col>
        </Grid>
        <Stack gap={56} mt={56}>
          {activeListings !== null && searches !== null && (
            <AgentListingsSection
              id="agent-active-title"
              title={`${firstName}'s homes for sale`}
              empty={`${firstName} has no homes on the market right now.`}
              listings={activeListings}
              search={listingSearchParams(searches.active)}
            />
          )}
          {soldListings !== null && searches !== null && (
            <AgentListingsSection
              id="agent-sold-title"
              title={`Sold by ${firstName}`}
              empty={`No sold listings of ${firstName} in the MLS data yet.`}
              listings={soldListings}
              search={listingSearchParams(searches.sold)}
            />
          )}
          {sales.length > 0 && (
            <section aria-labelledby="agent-sales-title">
              <Title order={2} id="agent-sales-title" mb="md">
                {firstName}'s sales results
              </Title>
              <SalesTotals summary={summarizeSalesResults(sales)} label={`${firstName}'s sales totals`} />
              <SalesResultsList results={sales} />
            </section>
          )}
          <section aria-labelledby="agent-testimonials-title">
            <Title order={2} id="agent-testimonials-title" mb="md">
              What clients say about {firstName}
            </Title>
            {testimonials.length === 0 && <Text>No testimonials for {firstName} yet.</Text>}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {testimonials.map((testimonial) => (
                <TestimonialCard key={testimonial.id} testimonial={testimonial} />
              ))}
            </SimpleGrid>
          </section>
        </Stack>
      </Container>
    </>
  );
}

export default withMantine(AgentPage);
