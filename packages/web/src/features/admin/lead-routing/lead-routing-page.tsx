import { Alert, Paper, Stack } from '@mantine/core';
import type { LeadRoutingSettings } from '@app/domain';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { failureMessage } from '../kit/notify.ts';
import { loadAgentChoices } from '../contacts/lead-agents.ts';
import { LeadRoutingForm } from './lead-routing-form.tsx';

/** The route's loader: the saved settings and the agents to choose from, or why they could not be loaded. */
export const loadPage = (async ({ api }) => {
  const [settings, agents] = await Promise.all([
    api.get<LeadRoutingSettings>('/api/admin/lead-routing').then(
      (saved) => ({ saved, message: null }),
      (error: unknown) => ({ saved: null, message: failureMessage(error, 'The settings could not be loaded.') }),
    ),
    loadAgentChoices(api),
  ]);
  return { ...settings, agents };
}) satisfies AdminPageLoader<unknown>;

/** `/admin/lead-routing` (admins only): who gets each new lead, and which address hears of every one (ADR 0036). */
export default function LeadRoutingPage() {
  const { saved, message, agents } = useAdminPageData<typeof loadPage>();
  return (
    <AdminPage
      title="Lead routing"
      description="Every new lead (contact form, listing inquiry, showing request) is given to an agent at once by the rule chosen here; the agent and the office address get an e-mail with a link to it. Anyone can reassign a lead by hand from Contact submissions."
    >
      <Stack gap="lg">
        {saved === null ? (
          <Alert color="red" title="The settings could not be loaded" role="alert">
            {message}
          </Alert>
        ) : (
          <Paper withBorder p="md">
            <LeadRoutingForm saved={saved} agents={agents} />
          </Paper>
        )}
      </Stack>
    </AdminPage>
  );
}
