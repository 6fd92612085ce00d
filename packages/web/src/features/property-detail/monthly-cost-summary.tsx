import type { MonthlyCostEstimate } from '@app/domain';
import { formatPrice } from '../listings/format.ts';
import classes from './monthly-cost.module.css';

const dollars = (cents: number): string => formatPrice(Math.round(cents / 100));

/** The monthly total, each line with its amount and explanation, the seller's current tax bill; a prompt while a field
 * is wrong. Labelled an estimate, never a quote, with a link to the method. */
export function MonthlyCostSummary({ estimate }: { estimate: MonthlyCostEstimate | null }) {
  if (estimate === null) {
    return (
      <div className={classes.summary} aria-live="polite">
        <p className={classes.summaryLabel}>Estimated monthly cost</p>
        <p className={classes.summaryPrompt}>Correct the highlighted fields to see the cost.</p>
      </div>
    );
  }
  return (
    <div className={classes.summary}>
      <p className={classes.summaryLabel} id="monthly-cost-total-label">
        Estimate, not a quote
      </p>
      <div
        className={classes.summaryTotal}
        aria-live="polite"
        aria-atomic="true"
        aria-labelledby="monthly-cost-total-label"
        role="status"
        data-testid="monthly-cost-total"
      >
        {dollars(estimate.totalCents)}
        <span>/mo</span>
      </div>
      <dl className={classes.parts}>
        {estimate.lines.map((line) => (
          <div key={line.key} data-testid={`monthly-cost-${line.key}`}>
            <dt>{line.label}</dt>
            <dd>{dollars(line.monthlyCents)}</dd>
            <dd className={classes.why}>{line.explanation}</dd>
          </div>
        ))}
      </dl>
      <p className={classes.summaryNote}>
        {estimate.sellerAnnualTax === null
          ? 'The listing gives no current tax bill. '
          : `The seller's current tax bill: ${formatPrice(estimate.sellerAnnualTax)} a year` +
            `${estimate.sellerHomestead ? ', with a homestead exemption that ends at the sale' : ''}. `}
        An estimate only: your lender and insurers set the real figures.{' '}
        <a href="#monthly-cost-method">How we estimate</a>
      </p>
    </div>
  );
}
