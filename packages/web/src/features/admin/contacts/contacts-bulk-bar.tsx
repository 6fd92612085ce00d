import { Button, Select } from '@mantine/core';
import type { BulkOutcome, ContactSubmission } from '@app/domain';
import { useState } from 'react';
import { useAdminApi } from '../kit/admin-http.ts';
import { BulkBar } from '../kit/bulk-bar.tsx';
import { bulkOutcomeText, notifyBulkOutcome } from '../kit/bulk-outcome.ts';
import { notifyFailure } from '../kit/notify.ts';
import type { Selection } from '../kit/use-selection.ts';
import type { AgentChoice } from './lead-agents.ts';

const LEADS = { one: 'lead', many: 'leads' };

/**
 * The inbox's bulk actions: close the ticked leads, or give them to one agent. Each lead changes as it would one by
 * one (audited, the agent told); the outcome says which changed and which did not, and why.
 */
export function ContactsBulkBar({
  submissions,
  selection,
  agents,
  onDone,
}: {
  readonly submissions: readonly ContactSubmission[];
  readonly selection: Selection;
  readonly agents: readonly AgentChoice[];
  readonly onDone: () => void;
}) {
  const api = useAdminApi();
  const [agentId, setAgentId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'close' | 'assign' | null>(null);
  const ids = submissions.filter((row) => selection.selected.has(row.id)).map((row) => row.id);
  const nameOf = (id: string) => submissions.find((row) => row.id === id)?.name ?? id;
  const run = async (body: { action: 'close' | 'assign'; agentId?: string }, done: (what: string) => string) => {
    setBusy(body.action);
    try {
      const outcome = await api.post<BulkOutcome>('/api/admin/contacts/bulk', { ...body, ids });
      notifyBulkOutcome(bulkOutcomeText(outcome, done, LEADS, nameOf));
      selection.clear();
      onDone();
    } catch (error) {
      notifyFailure(error, 'The leads could not be changed');
    } finally {
      setBusy(null);
    }
  };
  const agentName = agents.find((agent) => agent.value === agentId)?.label ?? '';
  return (
    <BulkBar count={ids.length} onClear={selection.clear}>
      <Button
        size="xs"
        variant="light"
        loading={busy === 'close'}
        onClick={() => void run({ action: 'close' }, (what) => `Closed ${what}.`)}
      >
        Close
      </Button>
      <Select
        size="xs"
        aria-label="Agent to assign the selected leads to"
        placeholder="Choose an agent"
        data={[...agents]}
        value={agentId}
        onChange={setAgentId}
        searchable
        w={200}
      />
      <Button
        size="xs"
        variant="light"
        disabled={agentId === null}
        loading={busy === 'assign'}
        onClick={() =>
          agentId !== null && void run({ action: 'assign', agentId }, (what) => `Assigned ${what} to ${agentName}.`)
        }
      >
        Assign
      </Button>
    </BulkBar>
  );
}
