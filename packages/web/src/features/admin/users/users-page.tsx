import { Button, Select, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { AuthUser, InvitationMail } from '@app/domain';
import { AdminListTable, type AdminColumn } from '../kit/admin-list-table.tsx';
import { AdminPage } from '../kit/admin-page.tsx';
import { loadAdminList, type AdminListSpec } from '../kit/admin-list.ts';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { useRouteAdminList } from '../kit/use-route-admin-list.ts';
import { UserForm } from './user-form.tsx';
import { PendingInvitations, type InvitationData } from './pending-invitations.tsx';
import { UserRowActions } from './user-row-actions.tsx';
import { roleLabel } from './user-roles.ts';
import { formatDateTime } from '../../../format/dates.ts';

const when = (iso: string | null) => (iso === null ? 'Never' : formatDateTime(new Date(iso)));

const COLUMNS: AdminColumn<AuthUser>[] = [
  { key: 'email', header: 'Email', sortable: true, render: (user) => <Text fw={500}>{user.email}</Text> },
  {
    key: 'role',
    header: 'Role',
    sortable: true,
    render: (user) => (
      <Text size="sm" fw={600} c={user.role === null ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {roleLabel(user.role)}
      </Text>
    ),
  },
  { key: 'lastSignInAt', header: 'Last sign-in', sortable: true, render: (user) => when(user.lastSignInAt) },
  { key: 'createdAt', header: 'Added', sortable: true, render: (user) => when(user.createdAt) },
];

const ROLE_FILTER = [
  { value: 'admin', label: 'Admins' },
  { value: 'editor', label: 'Editors' },
  { value: 'none', label: 'Without a role' },
];

const USERS: AdminListSpec = { path: '/api/admin/users', sort: 'email' };

/** The route's loader: the page of users the address asks for. */
export const loadPage = (async ({ api, search }) => {
  const invitations = Promise.all([
    api.get<{ items: AuthUser[] }>('/api/admin/users?perPage=100'),
    api.get<{ items: InvitationMail[] }>('/api/admin/users/invitations'),
  ]).then(
    ([users, mails]): InvitationData => ({ users: users.items, mails: mails.items, failed: false }),
    (): InvitationData => ({ users: [], mails: [], failed: true }),
  );
  return { list: await loadAdminList<AuthUser>(api, USERS, search), invitations: await invitations };
}) satisfies AdminPageLoader<unknown>;

/** `/admin/users` (admins only): who can sign in to the admin area, with what role. */
export default function UsersPage() {
  const { stores } = useRouteContext({ from: '__root__' });
  const auth = useSnapshot(stores.auth.state);
  const loaded = useAdminPageData<typeof loadPage>();
  const list = useRouteAdminList(USERS, loaded.list);
  const router = useRouter();
  const changed = () => {
    list.reload();
    void router.invalidate();
  };
  const [adding, setAdding] = useState(false);

  return (
    <AdminPage
      title="Users"
      description="Who can sign in to the admin area. Editors manage content, images and contact submissions; admins also manage users, footer links and SEO settings. The last admin cannot be removed or demoted, and nobody changes their own account here."
      actions={
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Invite or add a user
        </Button>
      }
    >
      <AdminListTable
        list={list}
        columns={COLUMNS}
        rowKey={(user) => user.id}
        searchLabel="Search email addresses"
        noun="users"
        filters={
          <Select
            label="Role"
            placeholder="Every role"
            data={ROLE_FILTER}
            value={list.query.filters.role ?? null}
            onChange={(value) => list.setFilter('role', value ?? undefined)}
            clearable
            w={200}
          />
        }
        actions={(user) => <UserRowActions user={user} self={user.id === auth.user?.id} onChanged={changed} />}
      />
      <PendingInvitations data={loaded.invitations} onChanged={changed} />
      {adding && <UserForm onClose={() => setAdding(false)} onSaved={changed} />}
    </AdminPage>
  );
}
