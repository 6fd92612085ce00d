import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { formatPrice } from '../listings/format.ts';
import { AboutPageFrame } from './about-page-frame.tsx';
import { ABOUT_SECTIONS } from './about-sections.ts';
import { BrokerGrid } from './broker-grid.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

const route = getRouteApi('/about');

function TeamFact({ value, label }: { value: string; label: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text fz={{ base: 22, sm: 28 }} fw={700} c="brand.8" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <Text size="sm">{label}</Text>
    </Paper>
  );
}

/** `/about`: the team's story, the team in numbers, its brokers and the way to every About page. */
function AboutPage() {
  const { sitePage, teamSize, languages, brokers, sales } = route.useLoaderData();
  return (
    <AboutPageFrame sitePage={sitePage} title="About Us">
      <Stack gap={56}>
        <section aria-labelledby="team-title">
          <Title order={2} id="team-title" mb="md">
            Our team in numbers
          </Title>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <TeamFact value={String(teamSize)} label="agents" />
            <TeamFact value={String(languages.length)} label={`languages: ${languages.join(', ')}`} />
            <TeamFact value={String(sales.count)} label="homes sold and bought for clients" />
            <TeamFact value={formatPrice(sales.totalVolume)} label="in closed sales" />
          </SimpleGrid>
        </section>
        <BrokerGrid brokers={brokers} title="Led by our brokers" />
        <section aria-labelledby="explore-title">
          <Title order={2} id="explore-title" mb="md">
            Get to know us
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {ABOUT_SECTIONS.map((section) => (
              <Paper key={section.to} withBorder radius="lg" p="lg">
                <Title order={3} size="h4" mb={6}>
                  <Anchor component={Link} to={section.to} c="brand.8">
                    {section.title}
                  </Anchor>
                </Title>
                <Text size="sm">{section.summary}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </AboutPageFrame>
  );
}

export default withMantine(AboutPage);
