import { Alert, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmActionButton } from '../users/confirm-action-button.tsx';
import { useAdminApi } from '../kit/admin-http.ts';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../kit/notify.ts';

/** A confirmed subscriber as the admin API shows it. */
interface SubscriberView {
  readonly id: string;
  readonly email: string;
  readonly cities: readonly string[];
  readonly confirmedAt: string | null;
  readonly lastUpdateMonth: string | null;
}

interface Subscribers {
  readonly items: readonly SubscriberView[];
  readonly cities: readonly string[];
}

/** The route's loader: the confirmed subscribers and the areas, or why they could not be loaded. */
export const loadPage = (({ api }) =>
  api.get<Subscribers>('/api/admin/newsletter/subscribers').then(
    (data) => ({ data, message: null }),
    (error: unknown) => ({ data: null, message: failureMessage(error, 'The subscribers could not be loaded.') }),
  )) satisfies AdminPageLoader<unknown>;

const day = (iso: string | null) => (iso === null ? '–' : iso.slice(0, 10));

/** `/admin/newsletter` (editors and admins): confirmed subscribers, a city's update previewed, and "Send now". */
export default function NewsletterAdminPage() {
  const api = useAdminApi();
  const router = useRouter();
  const loaded = useAdminPageData<typeof loadPage>();
  const [city, setCity] = useState(loaded.data?.cities[0] ?? '');
  const [preview, setPreview] = useState<{ subject: string; html: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);

  async function showPreview() {
    setPreviewing(true);
    try {
      setPreview(await api.get<{ subject: string; html: string }>('/api/admin/newsletter/preview', { city }));
    } catch (error) {
      notifyFailure(error, 'The preview could not be made.');
    } finally {
      setPreviewing(false);
    }
  }

  async function sendNow() {
    const report = await api.post<{ month: string; mails: number }>('/api/admin/newsletter/send', {});
    notifySuccess(
      report.mails === 0
        ? `Nothing to send: every confirmed subscriber already has the ${report.month} update.`
        : `${String(report.mails)} market update ${report.mails === 1 ? 'mail' : 'mails'} queued for ${report.month}.`,
    );
    await router.invalidate();
  }

  const subscribers = loaded.data?.items ?? [];
  return (
    <AdminPage
      title="Newsletter"
      description="The monthly market update: sent by itself on the first weekday of each month from 9 am Florida time to every confirmed subscriber, once a month each. Preview a city's update, or send this month's now."
    >
      {loaded.data === null ? (
        <Alert color="red" title="The newsletter could not be loaded" role="alert">
          {loaded.message}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Preview and send
            </Title>
            <Group align="flex-end">
              <NativeSelect
                label="City"
                data={[...loaded.data.cities]}
                value={city}
                onChange={(event) => setCity(event.currentTarget.value)}
              />
              <Button variant="light" onClick={() => void showPreview()} loading={previewing} disabled={city === ''}>
                Preview
              </Button>
              <ConfirmActionButton
                label="Send now"
                ariaLabel="Send now to every confirmed subscriber"
                title="Send this month's market update?"
                body={`Each of the ${String(subscribers.length)} confirmed subscribers who has not had this month's update gets one mail now, for the cities they chose. Nobody gets it twice.`}
                confirmLabel="Send now"
                onConfirm={sendNow}
                failureMessage="The update could not be sent."
              />
            </Group>
            {preview !== null && (
              <Stack mt="md" gap="xs">
                <Text fw={600}>Subject: {preview.subject}</Text>
                <iframe
                  title={`Preview of the market update for ${city}`}
                  srcDoc={preview.html}
                  sandbox=""
                  style={{ width: '100%', height: '36rem', border: '1px solid #d0d4da', borderRadius: 4 }}
                />
              </Stack>
            )}
          </Paper>
          <section aria-labelledby="subscriber-list-title">
            <Title order={2} size="h4" id="subscriber-list-title" mb="sm">
              {subscribers.length === 1
                ? '1 confirmed subscriber'
                : `${String(subscribers.length)} confirmed subscribers`}
            </Title>
            {subscribers.length === 0 ? (
              <Text c="dimmed">Nobody has confirmed a sign-up yet.</Text>
            ) : (
              // A plain frame that scrolls sideways on a phone: focusable and named, so keys reach every column.
              <div role="region" aria-label="Confirmed subscribers" tabIndex={0} style={{ overflowX: 'auto' }}>
                <Table striped miw={560}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>E-mail</Table.Th>
                      <Table.Th>Areas</Table.Th>
                      <Table.Th>Confirmed</Table.Th>
                      <Table.Th>Last update</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {subscribers.map((subscriber) => (
                      <Table.Tr key={subscriber.id}>
                        <Table.Td>{subscriber.email}</Table.Td>
                        <Table.Td>{subscriber.cities.join(', ')}</Table.Td>
                        <Table.Td>{day(subscriber.confirmedAt)}</Table.Td>
                        <Table.Td>{subscriber.lastUpdateMonth ?? 'None yet'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            )}
          </section>
        </Stack>
      )}
    </AdminPage>
  );
}
