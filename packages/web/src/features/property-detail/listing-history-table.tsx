import type { ListingChange } from '@app/domain';
import { DetailSection } from './detail-section.tsx';
import { historyRows } from './listing-history-rows.ts';
import classes from './listing-history.module.css';

/**
 * The property's price and status history (every listing period, newest first) as a plain table
 * with a caption and column headers; nothing when there is no history.
 */
export function ListingHistoryTable({ changes }: { changes: readonly ListingChange[] }) {
  if (changes.length === 0) return null;
  const rows = historyRows(changes);
  return (
    <DetailSection id="history" title="Price and status history">
      {/* Scrolls sideways on a narrow phone: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
      <div className={classes.wrap} tabIndex={0} role="region" aria-label="Price and status history table">
        <table className={classes.table}>
          <caption>Changes recorded from the MLS, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Event</th>
              <th scope="col" className={classes.number}>
                Price
              </th>
              <th scope="col" className={classes.number}>
                Change
              </th>
              <th scope="col">MLS #</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>
                  <time dateTime={row.at}>{row.date}</time>
                </td>
                <th scope="row">{row.event}</th>
                <td className={classes.number}>{row.price}</td>
                <td
                  className={`${classes.number} ${row.change.startsWith('−') ? classes.down : row.change.startsWith('+') ? classes.up : ''}`}
                >
                  {row.change}
                </td>
                <td>{row.mlsNumber}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailSection>
  );
}
