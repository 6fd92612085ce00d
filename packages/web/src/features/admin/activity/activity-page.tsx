import { Alert, Button, Group, List, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { ACTIVITY_KINDS, officeDateTime } from '@app/domain';
import { useState, type FormEvent } from 'react';
import type { AdminListPage } from '../kit/admin-list.ts';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { failureMessage } from '../kit/notify.ts';

interface Activity {
  readonly id: string;
  readonly at: string;
  readonly actorId: string | null;
  readonly actorName: string;
  readonly sentence: string;
}

interface Person {
  readonly id: string;
  readonly email: string;
}

/** The filters in the address: `?person=…&kind=articles&from=2026-11-01&to=2026-11-30&page=2`. */
interface ActivitySearch {
  readonly person?: string;
  readonly kind?: string;
  readonly from?: string;
  readonly to?: string;
  readonly page?: number;
}

type Loaded =
  | { page: AdminListPage<Activity>; people: readonly Person[]; message: null }
  | { page: null; people: readonly Person[]; message: string };

/** The route's loader: the page of activity the address asks for, and the people to filter by. */
export const loadPage = (async ({ api, search }) => {
  const filters = search as ActivitySearch;
  const people = await api.get<{ items: Person[] }>('/api/admin/users', { perPage: 100 }).then(
    ({ items }) => items,
    () => [],
  );
  return api
    .get<AdminListPage<Activity>>('/api/admin/activity', {
      person: filters.person,
      kind: filters.kind,
      from: filters.from,
      to: filters.to,
      page: filters.page,
    })
    .then(
      (page): Loaded => ({ page, people, message: null }),
      (error: unknown): Loaded => ({
        page: null,
        people,
        message: failureMessage(error, 'The activity could not be loaded.'),
      }),
    );
}) satisfies AdminPageLoader<Loaded>;

const KIND_OPTIONS = Object.entries(ACTIVITY_KINDS).map(([value, label]) => ({
  value,
  label: label.charAt(0).toUpperCase() + label.slice(1),
}));

/** `/admin/activity` (admins only): what people did on the site, as sentences, by person, kind and dates (ET). */
export default function ActivityPage() {
  const router = useRouter();
  const navigate = useNavigate();
  const loaded = useAdminPageData<typeof loadPage>();
  const search = router.state.location.search as ActivitySearch;
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const go = (next: ActivitySearch) => void navigate({ to: '/admin/activity', search: { ...next } });
  const applyDates = (event: FormEvent) => {
    event.preventDefault();
    go({ ...search, from: from || undefined, to: to || undefined, page: undefined });
  };
  const people = loaded.people.map((person) => ({ value: person.id, label: person.email }));

  return (
    <AdminPage
      title="Activity"
      description="What people did on the site, newest first. Times are Eastern Time (ET), the office's time."
    >
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Person"
            placeholder="Everyone"
            data={people}
            clearable
            searchable
            value={search.person ?? null}
            onChange={(person) => go({ ...search, person: person ?? undefined, page: undefined })}
            w={{ base: '100%', xs: 260 }}
          />
          <Select
            label="Kind"
            placeholder="Everything"
            data={KIND_OPTIONS}
            clearable
            value={search.kind ?? null}
            onChange={(kind) => go({ ...search, kind: kind ?? undefined, page: undefined })}
            w={{ base: '100%', xs: 200 }}
          />
          <form onSubmit={applyDates}>
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput type="date" label="From (ET)" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
              <TextInput type="date" label="To (ET)" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
              <Button type="submit" variant="default">
                Show these days
              </Button>
            </Group>
          </form>
        </Group>
        {loaded.page === null ? (
          <Alert color="red" title="The activity could not be loaded" role="alert">
            {loaded.message}
          </Alert>
        ) : loaded.page.items.length === 0 ? (
          <Text c="dimmed">Nothing happened that matches these filters.</Text>
        ) : (
          <>
            <Text size="sm" role="status">
              {loaded.page.total === 1 ? '1 change' : `${String(loaded.page.total)} changes`}
            </Text>
            <List spacing="xs" listStyleType="none">
              {loaded.page.items.map((item) => (
                <List.Item key={item.id}>
                  <Text>{item.sentence}</Text>
                  <Text size="sm" c="dimmed">
                    {officeDateTime(item.at)}
                  </Text>
                </List.Item>
              ))}
            </List>
            {loaded.page.total > loaded.page.perPage && (
              <Pagination
                total={Math.ceil(loaded.page.total / loaded.page.perPage)}
                value={loaded.page.page}
                onChange={(page) => go({ ...search, page: page > 1 ? page : undefined })}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(page) => ({ 'aria-label': `Page ${String(page)}` })}
              />
            )}
          </>
        )}
      </Stack>
    </AdminPage>
  );
}
