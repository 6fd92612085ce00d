import { Alert, Anchor, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { Redirect } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { ConfirmDeleteButton } from '../kit/confirm-delete.tsx';
import { failureMessage } from '../kit/notify.ts';
import { RedirectForm } from './redirect-form.tsx';
import { RedirectImport } from './redirect-import.tsx';

/** The route's loader: every redirect, or why they could not be loaded. */
export const loadPage = (({ api }) =>
  api.get<{ data: Redirect[] }>('/api/admin/redirects').then(
    ({ data }) => ({ redirects: data, message: null }),
    (error: unknown) => ({ redirects: null, message: failureMessage(error, 'The redirects could not be loaded.') }),
  )) satisfies AdminPageLoader<unknown>;

/** `/admin/redirects` (admins only): the permanent redirects, added by slug changes, by hand or from a CSV. */
export default function RedirectsPage() {
  const api = useAdminApi();
  const router = useRouter();
  const loaded = useAdminPageData<typeof loadPage>();
  const [changed, setChanged] = useState<Redirect[] | null>(null);
  const redirects = changed ?? loaded.redirects;
  const reload = async () => {
    setChanged((await api.get<{ data: Redirect[] }>('/api/admin/redirects')).data);
    void router.invalidate();
  };

  return (
    <AdminPage
      title="Redirects"
      description="Old addresses that send visitors and search engines to the new ones (a permanent 301). Changing the slug of anything on the site adds one here by itself; add others by hand or import a list."
    >
      <Stack gap="lg">
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Add a redirect
          </Title>
          <RedirectForm onSaved={setChanged} />
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Import from a CSV file
          </Title>
          <RedirectImport onImported={() => void reload()} />
        </Paper>
        {redirects === null ? (
          <Alert color="red" title="The redirects could not be loaded" role="alert">
            {loaded.message}
          </Alert>
        ) : (
          <section aria-labelledby="redirect-list-title">
            <Title order={2} size="h4" id="redirect-list-title" mb="sm">
              {redirects.length === 1 ? '1 redirect' : `${String(redirects.length)} redirects`}
            </Title>
            {redirects.length === 0 ? (
              <Text c="dimmed">No redirects yet.</Text>
            ) : (
              <Table.ScrollContainer minWidth={320}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Old address</Table.Th>
                      <Table.Th>New address</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {redirects.map((redirect) => (
                      <Table.Tr key={redirect.fromPath}>
                        <Table.Td style={{ wordBreak: 'break-all' }}>{redirect.fromPath}</Table.Td>
                        <Table.Td style={{ wordBreak: 'break-all' }}>
                          <Anchor href={redirect.toPath} target="_blank">
                            {redirect.toPath}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <ConfirmDeleteButton
                            itemLabel={`the redirect from ${redirect.fromPath}`}
                            failureMessage="Failed to delete the redirect"
                            onConfirm={async () => {
                              await api.del(`/api/admin/redirects?fromPath=${encodeURIComponent(redirect.fromPath)}`);
                              await reload();
                            }}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </section>
        )}
      </Stack>
    </AdminPage>
  );
}
