import { Alert, Text } from '@mantine/core';
import type { ListingDataFreshness } from '@app/domain';
import { formatFloridaDateTime } from '../../../format/dates.ts';
import { formatCount } from '../../../format/numbers.ts';

const HOUR = 3_600_000;

function age(ms: number): string {
  if (ms < HOUR) return 'less than an hour ago';
  if (ms < 48 * HOUR) return `${Math.round(ms / HOUR)} hours ago`;
  return `${Math.round(ms / (24 * HOUR))} days ago`;
}

const STATES = {
  fresh: { color: 'green', title: 'Listing data is up to date' },
  aging: { color: 'yellow', title: 'Listing data is a few days old' },
  stale: { color: 'orange', title: 'Listing data is out of date' },
  empty: { color: 'red', title: 'There is no listing data' },
} as const;

/** How current the listing data is: its newest change and how many listings the site holds. */
export function ListingFreshness({ data }: { data: ListingDataFreshness }) {
  const state = STATES[data.state];
  return (
    <section aria-label="Listing data freshness">
      <Alert
        color={state.color}
        title={state.title}
        role="status"
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {data.latestModification === null || data.ageMs === null ? (
          <Text size="sm">No listings are stored yet: the listing sync has not run, or the feed is empty.</Text>
        ) : (
          <Text size="sm">
            {formatCount(data.count)} listings; the newest change is from{' '}
            {formatFloridaDateTime(new Date(data.latestModification))} ({age(data.ageMs)}).
            {data.state === 'stale' &&
              ' With the Trestle feed configured, this means the listing sync has stopped: check the server log and the credentials. The built-in demo listings never change.'}
          </Text>
        )}
      </Alert>
    </section>
  );
}
