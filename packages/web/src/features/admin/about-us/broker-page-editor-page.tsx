import { Alert, Anchor, Loader } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { agentPath, brokerAgentSlug } from '@app/domain';
import { AdminPage } from '../kit/admin-page.tsx';
import { useAgentOptions } from '../content/use-agent-options.ts';
import { ABOUT_US_TRAIL } from './about-us-trail.ts';
import { SitePageEditor } from './site-page-editor.tsx';

/** `/admin/about-us/broker-{broker}`: the page of one broker, shown on their agent page. */
export default function BrokerPageEditorPage() {
  const { aboutPage } = useParams({ strict: false }) as { aboutPage: string };
  const agentSlug = brokerAgentSlug(aboutPage) ?? '';
  const { options, failed } = useAgentOptions();
  const broker = options.find((agent) => agent.slug === agentSlug && agent.isBroker);
  const title = broker === undefined ? 'Broker page' : `Broker page of ${broker.label}`;

  return (
    <AdminPage title={title} trail={ABOUT_US_TRAIL} description="A broker's own page: their story and how they lead the team, shown on their agent page.">
      {failed && (
        <Alert color="red" title="The agents could not be loaded" role="alert">
          Try again in a moment.
        </Alert>
      )}
      {!failed && options.length === 0 && <Loader size="sm" aria-label="Loading the broker" />}
      {options.length > 0 && broker === undefined && (
        <Alert color="yellow" title="No broker has this page" role="alert">
          No agent with the slug “{agentSlug}” is marked as a broker. Mark the agent as a broker under{' '}
          <Anchor component={Link} to="/admin/agents">
            Agents
          </Anchor>{' '}
          first.
        </Alert>
      )}
      {broker !== undefined && <SitePageEditor slug={aboutPage} defaultTitle={broker.label} publicPath={agentPath(broker.slug)} />}
    </AdminPage>
  );
}
