import { Alert, Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { agentPath, brokerAgentSlug } from '@app/domain';
import { AdminPage } from '../kit/admin-page.tsx';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { loadAgents } from '../editorial/load-agents.ts';
import { ABOUT_US_TRAIL } from './about-us-trail.ts';
import { SitePageEditor } from './site-page-editor.tsx';
import { loadSitePageText } from './site-page-text.ts';

/** The route's loader: the team (to find the broker) and the text of the page the address names (`broker-{agentSlug}`).
 * */
export const loadPage = (async ({ api, params }) => {
  const aboutPage = params.aboutPage ?? '';
  const [team, text] = await Promise.all([loadAgents(api), loadSitePageText(api, aboutPage)]);
  const agentSlug = brokerAgentSlug(aboutPage) ?? '';
  return {
    aboutPage,
    agentSlug,
    team,
    text,
    broker: team.agents.find((agent) => agent.slug === agentSlug && agent.isBroker),
  };
}) satisfies AdminPageLoader<unknown>;

/** `/admin/about-us/broker-{broker}`: the page of one broker, shown on their agent page. */
export default function BrokerPageEditorPage() {
  const { aboutPage, agentSlug, team, text, broker } = useAdminPageData<typeof loadPage>();
  const title = broker === undefined ? 'Broker page' : `Broker page of ${broker.name}`;

  return (
    <AdminPage
      title={title}
      trail={ABOUT_US_TRAIL}
      description="A broker's own page: their story and how they lead the team, shown on their agent page."
    >
      {team.failed && (
        <Alert color="red" title="The agents could not be loaded" role="alert">
          Try again in a moment.
        </Alert>
      )}
      {team.agents.length > 0 && broker === undefined && (
        <Alert color="yellow" title="No broker has this page" role="alert">
          No agent with the slug “{agentSlug}” is marked as a broker. Mark the agent as a broker under{' '}
          <Anchor component={Link} to="/admin/agents">
            Agents
          </Anchor>{' '}
          first.
        </Alert>
      )}
      {broker !== undefined && (
        <SitePageEditor slug={aboutPage} text={text} defaultTitle={broker.name} publicPath={agentPath(broker.slug)} />
      )}
    </AdminPage>
  );
}
