import type { ListingView } from '@app/domain';
import { formatSwflDateTime } from './swfl-time.ts';
import classes from './property-detail.module.css';

/** The IDX disclaimer every listing page carries. */
function mlsDisclaimer(brokerage: string, dataDate: string): string {
  return (
    `The data relating to real estate for sale on this website comes in part from the multiple listing service (MLS). ` +
    `Listings held by brokerage firms other than ${brokerage} show the listing office's name. ` +
    `Information is deemed reliable but is not guaranteed accurate by the MLS or ${brokerage}; ` +
    `verify square footage, lot size, schools and all other details independently. ` +
    `IDX information is provided exclusively for consumers' personal, non-commercial use and may not be used for any purpose ` +
    `other than to identify prospective properties consumers may be interested in purchasing. Data as of ${dataDate}.`
  );
}

/**
 * Who listed the home, when the listing last changed, and the MLS disclaimer dated by the last sync
 * with the MLS (`dataAsOf`; the listing's last change when no sync is known) (compliance).
 */
export function ListingCompliance({
  listing,
  brokerage,
  dataAsOf,
}: {
  listing: ListingView;
  brokerage: string;
  dataAsOf: string | null;
}) {
  const updated = formatSwflDateTime(listing.ModificationTimestamp);
  const synced = dataAsOf === null ? updated : formatSwflDateTime(dataAsOf);
  return (
    <section className={classes.compliance} aria-label="Listing source">
      {listing.ListOfficeName && (
        <p className={`${classes.text} ${classes.complianceOffice}`}>
          Listing courtesy of {listing.ListOfficeName}
          {listing.ListAgentFullName ? `, listed by ${listing.ListAgentFullName}` : ''}
        </p>
      )}
      <p className={classes.complianceUpdated}>
        Last updated <time dateTime={listing.ModificationTimestamp}>{updated}</time> · MLS # {listing.ListingId}
      </p>
      <p className={classes.disclaimer}>{mlsDisclaimer(brokerage, synced)}</p>
    </section>
  );
}
