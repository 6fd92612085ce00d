import { Button, Group, TextInput } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { OpenHouseFilter } from '@app/domain';
import { WINDOW_FILTERS, openHouseParams } from './open-house-filter.ts';

const LABELS: Record<(typeof WINDOW_FILTERS)[number], string> = {
  upcoming: 'Upcoming',
  weekend: 'This weekend',
  'next-7-days': 'Next 7 days',
};

const PATH = '/featured-properties/open-houses';

/**
 * The date filter: links for the windows (they work without JavaScript and can be shared) and a
 * date form that submits `?date=YYYY-MM-DD` (a plain GET form without JavaScript) from today on.
 */
export function OpenHouseFilterBar({ filter, today }: { filter: OpenHouseFilter; today: string }) {
  const navigate = useNavigate();
  return (
    <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
      <Group gap={6} component="nav" aria-label="Open house dates">
        {WINDOW_FILTERS.map((kind) => {
          const active = filter.kind === kind;
          return (
            <Button
              key={kind}
              renderRoot={(props) => <Link {...props} to={PATH} search={openHouseParams({ kind })} />}
              variant={active ? 'filled' : 'default'}
              radius="xl"
              aria-current={active ? 'page' : undefined}
            >
              {LABELS[kind]}
            </Button>
          );
        })}
      </Group>
      <form
        action={PATH}
        method="get"
        aria-label="Open houses on a date"
        onSubmit={(event) => {
          event.preventDefault();
          const date = new FormData(event.currentTarget).get('date');
          if (typeof date === 'string' && date !== '')
            void navigate({ to: PATH, search: openHouseParams({ kind: 'date', date }) });
        }}
      >
        <Group gap={6} align="flex-end">
          <TextInput
            type="date"
            name="date"
            label="On a date"
            defaultValue={filter.kind === 'date' ? filter.date : ''}
            key={filter.kind === 'date' ? filter.date : 'none'}
            required
            min={today}
            w={180}
          />
          <Button
            type="submit"
            variant={filter.kind === 'date' ? 'filled' : 'light'}
            leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
          >
            Show date
          </Button>
        </Group>
      </form>
    </Group>
  );
}
