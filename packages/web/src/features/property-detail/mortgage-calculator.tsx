import { NumberInput, SegmentedControl } from '@mantine/core';
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
import classes from './mortgage-calculator.module.css';

const money = {
  prefix: '$',
  thousandSeparator: ',',
  decimalScale: 0,
  allowNegative: false,
  clampBehavior: 'none',
} as const;

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
          <NumberInput
            label="Home price"
            {...money}
            value={values.price}
            onChange={set('price')}
            error={view.issues.price}
          />
          <div>
            <NumberInput
              label={`Down payment (${percent ? '%' : '$'})`}
              {...(percent
                ? { suffix: ' %', decimalScale: 1, allowNegative: false, clampBehavior: 'none' as const }
                : money)}
              value={values.downPayment}
              onChange={set('downPayment')}
              error={view.issues.downPayment}
            />
            <SegmentedControl
              mt={6}
              size="xs"
              aria-label="Enter the down payment in"
              value={values.downPaymentMode}
              onChange={(mode) => setValues((current) => switchDownPaymentMode(current, mode))}
              data={[
                { value: 'percent', label: 'Percent' },
                { value: 'amount', label: 'Dollars' },
              ]}
            />
          </div>
          <div className={classes.pair}>
            <NumberInput
              label="Interest rate"
              suffix=" %"
              decimalScale={3}
              allowNegative={false}
              clampBehavior="none"
              step={0.125}
              value={values.annualRatePercent}
              onChange={set('annualRatePercent')}
              error={view.issues.annualRatePercent}
            />
            <div role="group" aria-labelledby="term-label">
              <p id="term-label" className={classes.termLabel}>
                Loan term
              </p>
              <SegmentedControl
                fullWidth
                value={String(values.termYears)}
                onChange={(term) => setValues((current) => ({ ...current, termYears: Number(term) }))}
                data={MORTGAGE_TERMS.map((term) => ({ value: String(term), label: `${term} yr` }))}
              />
            </div>
          </div>
          <div className={classes.pair}>
            <NumberInput
              label="Property taxes / year"
              {...money}
              value={values.annualTaxes}
              onChange={set('annualTaxes')}
              error={view.issues.annualTaxes}
            />
            <NumberInput
              label="Insurance / year"
              {...money}
              value={values.annualInsurance}
              onChange={set('annualInsurance')}
              error={view.issues.annualInsurance}
            />
            <NumberInput
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
