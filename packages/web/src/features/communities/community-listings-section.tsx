import { Anchor, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ListingSummary } from '@app/domain';
import { ListingGrid } from '../listings/listing-grid.tsx';
import classes from './community-page.module.css';

/** The id of the section, the target of the hero's button. */
export const HOMES_FOR_SALE_ID = 'homes-for-sale';

interface Props {
  readonly name: string;
  readonly subdivisions: readonly string[];
  readonly listings: readonly ListingSummary[];
  readonly homesForSale: number | null;
}

/** Links to the full search (`/search?subdivision=…`), one for each subdivision the community covers. */
function SubdivisionSearchLinks({ name, subdivisions }: { name: string; subdivisions: readonly string[] }) {
  return (
    <nav aria-label={`Search ${name}`} className={classes.searchLinks}>
      <Text fw={600} c="brand.9">
        See every home for sale in the search:
      </Text>
      <Group gap="xs" component="ul" className={classes.searchLinkList}>
        {subdivisions.map((subdivision) => (
          <li key={subdivision}>
            <Anchor
              renderRoot={(props) => <Link {...props} to="/search" search={{ subdivision }} />}
              fw={600}
              className={classes.searchLink}
            >
              <span className="visually-hidden">Every home for sale in </span>
              {subdivision}
              <span aria-hidden="true"> →</span>
            </Anchor>
          </li>
        ))}
      </Group>
    </nav>
  );
}

/** The community's newest homes for sale (the subdivision query, 6) and the way to all of them in the search. */
export function CommunityListingsSection({ name, subdivisions, listings, homesForSale }: Props) {
  return (
    <section aria-labelledby="listings-title" id={HOMES_FOR_SALE_ID} className={classes.listings}>
      <Group justify="space-between" align="end" mb="md" gap="sm">
        <Title order={2} id="listings-title" size="h3" c="brand.8">
          Homes for sale in {name}
        </Title>
        {homesForSale !== null && homesForSale > 0 && <Text c="dimmed">{homesForSale} in all</Text>}
      </Group>
      {listings.length > 0 ? (
        <ListingGrid listings={listings} />
      ) : (
        <Text size="lg">No homes are for sale in {name} right now. Ask us about upcoming listings.</Text>
      )}
      <SubdivisionSearchLinks name={name} subdivisions={subdivisions} />
    </section>
  );
}
