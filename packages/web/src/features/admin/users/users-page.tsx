import { Button, Select, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { AuthUser } from '@app/domain';
import { AdminListTable, type AdminColumn } from '../kit/admin-list-table.tsx';
import { AdminPage } from '../kit/admin-page.tsx';
import { loadAdminList, type AdminListSpec } from '../kit/admin-list.ts';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { useRouteAdminList } from '../kit/use-route-admin-list.ts';
import { UserForm } from './user-form.tsx';
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
export const loadPage = (async ({ api, search }) => ({
  list: await loadAdminList<AuthUser>(api, USERS, search),
})) satisfies AdminPageLoader<unknown>;

/** `/admin/users` (admins only): who can sign in to the admin area, with what role. */
export default function UsersPage() {
  const { stores } = useRouteContext({ from: '__root__' });
  const auth = useSnapshot(stores.auth.state);
  const list = useRouteAdminList(USERS, useAdminPageData<typeof loadPage>().list);
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
        actions={(user) => <UserRowActions user={user} self={user.id === auth.user?.id} onChanged={list.reload} />}
      />
      {adding && <UserForm onClose={() => setAdding(false)} onSaved={list.reload} />}
    </AdminPage>
  );
}
