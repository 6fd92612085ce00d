import { IconArrowRight } from '@tabler/icons-react';
import type { ListingSummary } from '@app/domain';
import { ListingCard } from '../listings/listing-card.tsx';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { DetailSection } from './detail-section.tsx';
import type { Section } from './load-property-detail.ts';
import classes from './property-detail.module.css';

/** "More homes in {subdivision}": cards of other homes for sale there and a search of the whole subdivision. */
export function NearbyHomes({ subdivision, homes }: { subdivision: string | null; homes: Section<ListingSummary> }) {
  if (subdivision === null || (homes.error === null && homes.items.length === 0)) return null;
  return (
    <DetailSection id="nearby" title={`More homes in ${subdivision}`}>
      {homes.error !== null ? (
        <Alert color="orange" title={`Homes in ${subdivision} could not be loaded`}>
          {homes.error}
        </Alert>
      ) : (
        <div className={classes.nearbyGrid}>
          {homes.items.map((home) => (
            <ListingCard key={home.ListingKey} listing={home} />
          ))}
        </div>
      )}
      <div className={classes.nearbyActions}>
        <ButtonLink
          to="/search"
          search={{ subdivision }}
          variant="outline"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          See all homes in {subdivision}
        </ButtonLink>
      </div>
    </DetailSection>
  );
}
