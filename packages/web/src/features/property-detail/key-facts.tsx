import type { ListingView } from '@app/domain';
import { DetailSection } from './detail-section.tsx';
import { listingFacts } from './listing-facts.ts';
import classes from './property-detail.module.css';

/** The key facts as a definition list in columns. */
export function KeyFacts({ listing, now }: { listing: ListingView; now: number }) {
  return (
    <DetailSection id="facts" title="Key facts">
      <dl className={classes.facts}>
        {listingFacts(listing, now).map((fact) => (
          <div key={fact.label} className={classes.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
