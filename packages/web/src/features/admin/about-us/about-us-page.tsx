import { Anchor, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { brokerPageSlug } from '@app/domain';
import { AdminPage } from '../kit/admin-page.tsx';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { loadAgents, type AgentChoices } from '../editorial/load-agents.ts';
import { SitePageEditor } from './site-page-editor.tsx';
import { loadSitePageText } from './site-page-text.ts';

/** The route's loader: the team (for the broker pages) and the About page's text. */
export const loadPage = (async ({ api }) => {
  const [team, text] = await Promise.all([loadAgents(api), loadSitePageText(api, 'about')]);
  return { team, text };
}) satisfies AdminPageLoader<unknown>;

const SUBPAGES = [
  { to: '/admin/about-us/testimonials', label: 'Testimonials', what: 'What clients said, and the page text' },
  { to: '/admin/about-us/our-brokerage', label: 'Our brokerage', what: 'The brokerage page text' },
  { to: '/admin/about-us/sales-results', label: 'Sales results', what: 'Closed sales, and the page text' },
  { to: '/admin/about-us/areas-of-service', label: 'Areas of service', what: 'The page text above the cities served' },
] as const;

/** The about pages to go to: the fixed ones and one per broker. */
function AboutUsPages({ team }: { team: AgentChoices }) {
  const brokers = team.agents.filter((agent) => agent.isBroker);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="xs" component="section" aria-labelledby="about-subpages">
        <Title order={2} size="h4" id="about-subpages">
          About pages
        </Title>
        <List spacing="xs">
          {SUBPAGES.map((page) => (
            <List.Item key={page.to}>
              <Anchor component={Link} to={page.to} fw={600}>
                {page.label}
              </Anchor>
              <Text size="sm" c="dimmed">
                {page.what}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="broker-pages">
        <Title order={2} size="h4" id="broker-pages">
          Broker pages
        </Title>
        <Text size="sm" c="dimmed">
          Each agent marked as a broker has a page of their own, shown on their agent page.
        </Text>
        {team.failed && <Text c="red.8">The brokers could not be loaded.</Text>}
        <List spacing="xs">
          {brokers.map((broker) => (
            <List.Item key={broker.id}>
              <Anchor component={Link} to={`/admin/about-us/${brokerPageSlug(broker.slug)}`} fw={600}>
                {broker.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </SimpleGrid>
  );
}

/** `/admin/about-us`: the About page's own text, and the way to every about page. */
export default function AboutUsAdminPage() {
  const { team, text } = useAdminPageData<typeof loadPage>();
  return (
    <AdminPage
      title="About us pages"
      description="The texts of /about and its pages. Changes show on the site at once."
    >
      <AboutUsPages team={team} />
      <Stack gap="sm" component="section" aria-labelledby="about-page-text">
        <Title order={2} size="h3" id="about-page-text">
          Text of the About page
        </Title>
        <SitePageEditor slug="about" text={text} defaultTitle="About Us" publicPath="/about" />
      </Stack>
    </AdminPage>
  );
}
