import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatListingAddress, type NearbySales as NearbySalesAnswer } from '@app/domain';
import { useServices } from '../../app/services-context.tsx';
import { formatFloridaMonthDayYear } from '../../format/dates.ts';
import { formatDollars } from '../../format/money.ts';
import { DetailSection } from './detail-section.tsx';
import { useNearScreen } from '../../ui/use-near-screen.ts';
import anchor from '../../ui/anchor.module.css';
import classes from './listing-history.module.css';

/**
 * "Nearby sales": the closest comparable homes sold this past year, each with its price per square foot next to this
 * home's. Asked for in the browser only when the visitor scrolls near the end of the page (a page shows no data call
 * after load until the visitor acts, issue 10; the server answers nothing where sold data is not public); nothing is
 * shown without sales.
 */
export function NearbySales({ listingId }: { listingId: string }) {
  const services = useServices();
  const [loaded, setLoaded] = useState<{ listingId: string; answer: NearbySalesAnswer | null } | null>(null);
  const { watch, reached } = useNearScreen(600);
  useEffect(() => {
    if (!reached) return;
    let current = true;
    services.nearbySales(listingId).then(
      (answer) => current && setLoaded({ listingId, answer }),
      () => current && setLoaded({ listingId, answer: null }),
    );
    return () => {
      current = false;
    };
  }, [services, listingId, reached]);
  const answer = loaded?.listingId === listingId ? loaded.answer : null;
  if (answer === null || answer.sales.length === 0) return <div ref={watch} aria-hidden="true" />;
  const own = answer.pricePerSqft === null ? 'unknown' : `${formatDollars(answer.pricePerSqft)} per sq ft`;
  return (
    <DetailSection id="nearby-sales" title="Nearby sales">
      <p>
        This home: <strong data-testid="own-price-per-sqft">{own}</strong>.{' '}
        <Link to="/sell" className={anchor.anchor}>
          What is my home worth?
        </Link>
      </p>
      <div className={classes.wrap} tabIndex={0} role="region" aria-label="Nearby sales table">
        <table className={classes.table} data-testid="nearby-sales">
          <caption>Similar homes sold in the last 12 months, closest first</caption>
          <thead>
            <tr>
              <th scope="col">Home</th>
              <th scope="col">Sold</th>
              <th scope="col" className={classes.number}>
                Price
              </th>
              <th scope="col" className={classes.number}>
                Per sq ft
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.sales.map(({ sale, pricePerSqft, distanceMiles }) => (
              <tr key={sale.ListingKey}>
                <th scope="row">
                  <Link to="/properties/$listingId" params={{ listingId: sale.ListingId }}>
                    {formatListingAddress(sale)}
                  </Link>
                  {distanceMiles !== null && ` (${distanceMiles.toFixed(1)} mi)`}
                </th>
                <td>{formatFloridaMonthDayYear(Date.parse(`${sale.CloseDate}T12:00:00Z`))}</td>
                <td className={classes.number}>{formatDollars(sale.ClosePrice)}</td>
                <td className={classes.number}>{formatDollars(pricePerSqft)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailSection>
  );
}
