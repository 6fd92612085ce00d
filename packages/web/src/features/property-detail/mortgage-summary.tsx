import type { MortgagePayment } from '@app/domain';
import { formatPrice } from '../listings/format.ts';
import { INSURANCE_ESTIMATE_RATE } from './mortgage-form.ts';
import classes from './mortgage-calculator.module.css';

const PART_COLORS = ['#e0674e', '#72a2c7', '#dccaa9', '#a3c3db'] as const;

/** The monthly total, a bar of its parts and each part in dollars; a prompt while a field is wrong. */
export function MortgageSummary({ payment, termYears }: { payment: MortgagePayment | null; termYears: number }) {
  if (payment === null) {
    return (
      <div className={classes.summary} aria-live="polite">
        <p className={classes.summaryLabel}>Estimated monthly payment</p>
        <p className={classes.summaryPrompt}>Correct the highlighted fields to see the payment.</p>
      </div>
    );
  }
  const parts: [string, number][] = [
    ['Principal & interest', payment.principalAndInterest],
    ['Property taxes', payment.taxes],
    ['Home insurance', payment.insurance],
    ['HOA', payment.hoa],
  ];
  return (
    <div className={classes.summary}>
      <p className={classes.summaryLabel} id="payment-total-label">
        Estimated monthly payment
      </p>
      <div
        className={classes.summaryTotal}
        aria-live="polite"
        aria-atomic="true"
        aria-labelledby="payment-total-label"
        role="status"
      >
        {formatPrice(payment.total)}
        <span>/mo</span>
      </div>
      <div className={classes.bar} aria-hidden="true">
        {parts.map(([label, amount], index) => (
          <span
            key={label}
            style={{ flexGrow: payment.total > 0 ? amount / payment.total : 0, background: PART_COLORS[index] }}
          />
        ))}
      </div>
      <dl className={classes.parts}>
        {parts.map(([label, amount], index) => (
          <div key={label}>
            <dt>
              <span className={classes.dot} style={{ background: PART_COLORS[index] }} aria-hidden="true" />
              {label}
            </dt>
            <dd>{formatPrice(amount)}</dd>
          </div>
        ))}
      </dl>
      <p className={classes.summaryNote}>
        Loan of {formatPrice(payment.loanAmount)} over {termYears} years. Insurance starts as an estimate (
        {INSURANCE_ESTIMATE_RATE * 100} % of the price a year) until you enter your quote. An estimate only: your lender
        sets the final terms.
      </p>
    </div>
  );
}
