import { Button, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  LEAD_ASSIGNMENT_RULE_LABELS,
  LEAD_ASSIGNMENT_RULES,
  leadRoutingIssues,
  normalizeLeadRouting,
  type LeadAssignmentRule,
  type LeadRoutingSettings,
} from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { applyServerIssues } from '../kit/form-errors.ts';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.tsx';
import type { AgentChoice } from '../contacts/lead-agents.ts';

interface FormValues {
  rule: LeadAssignmentRule;
  officeEmail: string;
  areas: { city: string; agentId: string }[];
}

const toValues = (settings: LeadRoutingSettings): FormValues => ({
  rule: settings.rule,
  officeEmail: settings.officeEmail ?? '',
  areas: settings.areas.map((area) => ({ ...area })),
});

/** The rule, the office address and the city → agent table; checked here by the domain's rules and on the server. */
export function LeadRoutingForm({ saved, agents }: { saved: LeadRoutingSettings; agents: readonly AgentChoice[] }) {
  const api = useAdminApi();
  const agentIds = new Set(agents.map((agent) => agent.value));
  const form = useForm<FormValues>({
    initialValues: toValues(saved),
    validate: (values) =>
      Object.fromEntries(
        leadRoutingIssues(normalizeLeadRouting(values), agentIds).map((issue) => [issue.field, issue.message]),
      ),
  });
  const unsaved = useUnsavedChanges(form.isDirty() && !form.submitting);
  const submit = form.onSubmit(async (values) => {
    try {
      const stored = await api.put<LeadRoutingSettings>('/api/admin/lead-routing', normalizeLeadRouting(values));
      form.setInitialValues(toValues(stored));
      form.setValues(toValues(stored));
      notifySuccess('Lead routing saved. New leads follow it at once.');
    } catch (error) {
      if (!applyServerIssues(form, error)) notifyFailure(error, 'The lead routing was not saved');
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Lead routing">
      {unsaved.prompt}
      <Stack gap="lg">
        <Radio.Group
          label="Who gets a new lead"
          description="When the rule finds nobody (no listing, a listing agent or city not on the team), the agents take turns. Only agents shown on the site with an e-mail address get leads."
          {...form.getInputProps('rule')}
        >
          <Stack gap="xs" mt="xs">
            {LEAD_ASSIGNMENT_RULES.map((rule) => (
              <Radio key={rule} value={rule} label={LEAD_ASSIGNMENT_RULE_LABELS[rule]} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label="Office e-mail"
          description="Gets a copy of every new lead. Leave empty for none."
          type="email"
          autoComplete="off"
          maw={360}
          {...form.getInputProps('officeEmail')}
        />
        <Stack gap="xs" component="section" aria-labelledby="lead-areas-title">
          <Title order={2} size="h5" id="lead-areas-title">
            Cities and their agents
          </Title>
          <Text size="sm" c="dimmed">
            Used by the rule “The agent of the home&apos;s city”: a lead about a home in a listed city goes to its
            agent.
          </Text>
          {form.values.areas.map((_, index) => (
            <Group key={index} align="flex-start" wrap="wrap">
              <TextInput
                label={`City ${String(index + 1)}`}
                w={{ base: '100%', sm: 220 }}
                {...form.getInputProps(`areas.${String(index)}.city`)}
              />
              <Select
                label={`Agent for city ${String(index + 1)}`}
                data={agents}
                searchable
                w={{ base: '100%', sm: 240 }}
                {...form.getInputProps(`areas.${String(index)}.agentId`)}
              />
              <Button
                variant="subtle"
                color="red"
                mt={{ base: 0, sm: 26 }}
                onClick={() => form.removeListItem('areas', index)}
                aria-label={`Remove city ${String(index + 1)}`}
              >
                Remove
              </Button>
            </Group>
          ))}
          <Group>
            <Button variant="light" onClick={() => form.insertListItem('areas', { city: '', agentId: '' })}>
              Add a city
            </Button>
          </Group>
        </Stack>
        <Group>
          <Button type="submit" loading={form.submitting}>
            Save lead routing
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
