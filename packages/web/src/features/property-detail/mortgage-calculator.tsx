import { useState } from 'react';
import type { ListingView } from '@app/domain';
import { DetailSection } from './detail-section.tsx';
import {
  MORTGAGE_TERMS,
  initialMortgageValues,
  mortgageView,
  switchDownPaymentMode,
  type MortgageValues,
} from './mortgage-form.ts';
import { MortgageSummary } from './mortgage-summary.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import classes from './mortgage-calculator.module.css';

const money = { prefix: '$', decimals: 0 } as const;
const DOWN_PAYMENT_MODES = [
  { value: 'percent', label: 'Percent' },
  { value: 'amount', label: 'Dollars' },
] as const;
const TERMS = MORTGAGE_TERMS.map((term) => ({ value: String(term), label: `${term} yr` }));

/**
 * The monthly payment calculator: price, down payment (dollars or percent), rate, term, taxes,
 * insurance and HOA, prefilled from the listing; the domain's rules check each field and the
 * payment updates as the visitor types.
 */
export function MortgageCalculator({ listing }: { listing: ListingView }) {
  const [values, setValues] = useState<MortgageValues>(() => initialMortgageValues(listing));
  const view = mortgageView(values);
  const set = (field: keyof MortgageValues) => (value: number | string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const percent = values.downPaymentMode === 'percent';
  return (
    <DetailSection id="payment" title="Monthly payment calculator">
      <div className={classes.calculator}>
        <div className={classes.fields}>
          <NumberField
            label="Home price"
            {...money}
            value={values.price}
            onChange={set('price')}
            error={view.issues.price}
          />
          <div>
            <NumberField
              label={`Down payment (${percent ? '%' : '$'})`}
              {...(percent ? { suffix: ' %', decimals: 1 } : money)}
              value={values.downPayment}
              onChange={set('downPayment')}
              error={view.issues.downPayment}
            />
            <div className={classes.modeChoice}>
              <SegmentedControl
                size="xs"
                aria-label="Enter the down payment in"
                value={values.downPaymentMode}
                onChange={(mode) => setValues((current) => switchDownPaymentMode(current, mode))}
                data={DOWN_PAYMENT_MODES}
              />
            </div>
          </div>
          <div className={classes.pair}>
            <NumberField
              label="Interest rate"
              suffix=" %"
              decimals={3}
              step={0.125}
              value={values.annualRatePercent}
              onChange={set('annualRatePercent')}
              error={view.issues.annualRatePercent}
            />
            <div>
              <p id="term-label" className={classes.termLabel}>
                Loan term
              </p>
              <SegmentedControl
                fullWidth
                aria-labelledby="term-label"
                value={String(values.termYears)}
                onChange={(term) => setValues((current) => ({ ...current, termYears: Number(term) }))}
                data={TERMS}
              />
            </div>
          </div>
          <div className={classes.pair}>
            <NumberField
              label="Property taxes / year"
              {...money}
              value={values.annualTaxes}
              onChange={set('annualTaxes')}
              error={view.issues.annualTaxes}
            />
            <NumberField
              label="Insurance / year"
              {...money}
              value={values.annualInsurance}
              onChange={set('annualInsurance')}
              error={view.issues.annualInsurance}
            />
            <NumberField
              label="HOA / month"
              {...money}
              value={values.monthlyHoa}
              onChange={set('monthlyHoa')}
              error={view.issues.monthlyHoa}
            />
          </div>
        </div>
        <MortgageSummary payment={view.payment} termYears={values.termYears} />
      </div>
    </DetailSection>
  );
}
