import { useState } from 'react';
import type { MonthlyCostListing, MonthlyCostSettings } from '@app/domain';
import { NumberField } from '../../ui/number-field.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { formatPrice } from '../listings/format.ts';
import { DetailSection } from './detail-section.tsx';
import { MonthlyCostMethod } from './monthly-cost-method.tsx';
import { LOAN_TERMS, initialMonthlyCostValues, monthlyCostView, type MonthlyCostValues } from './monthly-cost-form.ts';
import { MonthlyCostSummary } from './monthly-cost-summary.tsx';
import classes from './monthly-cost.module.css';

const money = { prefix: '$', decimals: 0 } as const;
const TERMS = LOAN_TERMS.map((term) => ({ value: String(term), label: `${term} yr` }));

/** The default of an optional amount, shown in its empty box. */
const estimatePlaceholder = (monthlyCents: number | undefined, perYear: boolean): string =>
  monthlyCents === undefined ? '' : `Estimate ${formatPrice(Math.round((monthlyCents * (perYear ? 12 : 1)) / 100))}`;

/**
 * "What it really costs a month": every line of the estimate explained, and every assumption editable (price, down
 * payment, rate, term; tax, fees and insurance left blank keep the estimate). The admin's defaults come with the page.
 */
export function MonthlyCostSection({
  listing,
  settings,
  year,
}: {
  listing: MonthlyCostListing & { readonly ListPrice: number | null };
  settings: MonthlyCostSettings;
  year: number;
}) {
  const [values, setValues] = useState<MonthlyCostValues>(() => initialMonthlyCostValues(listing.ListPrice, settings));
  const view = monthlyCostView(listing, values, settings, year);
  const defaults = monthlyCostView(listing, { ...values, ...blankAmounts }, settings, year).estimate;
  const placeholder = (key: string, perYear: boolean) =>
    estimatePlaceholder(defaults?.lines.find((line) => line.key === key)?.monthlyCents, perYear);
  const set = (field: keyof MonthlyCostValues) => (value: number | string) =>
    setValues((current) => ({ ...current, [field]: value }));
  return (
    <DetailSection id="monthly-cost" title="What it really costs a month">
      <div className={classes.calculator}>
        <div className={classes.fields}>
          <NumberField
            label="Home price"
            {...money}
            value={values.price}
            onChange={set('price')}
            error={view.issues.price}
          />
          <div className={classes.pair}>
            <NumberField
              label="Down payment"
              suffix=" %"
              decimals={1}
              value={values.downPaymentPercent}
              onChange={set('downPaymentPercent')}
              error={view.issues.downPaymentPercent}
            />
            <NumberField
              label="Interest rate"
              suffix=" %"
              decimals={3}
              step={0.125}
              value={values.annualRatePercent}
              onChange={set('annualRatePercent')}
              error={view.issues.annualRatePercent}
            />
          </div>
          <div>
            <p id="monthly-cost-term-label" className={classes.termLabel}>
              Loan term
            </p>
            <SegmentedControl
              fullWidth
              aria-labelledby="monthly-cost-term-label"
              value={String(values.termYears)}
              onChange={(term) => setValues((current) => ({ ...current, termYears: Number(term) }))}
              data={TERMS}
            />
          </div>
          <div className={classes.pair}>
            <NumberField
              label="Property tax / year"
              {...money}
              value={values.annualTax}
              onChange={set('annualTax')}
              error={view.issues.annualTax}
              placeholder={placeholder('propertyTax', true)}
            />
            <NumberField
              label="HOA and condo fees / month"
              {...money}
              value={values.monthlyHoa}
              onChange={set('monthlyHoa')}
              error={view.issues.monthlyHoa}
              placeholder={placeholder('association', false)}
            />
            <NumberField
              label="Home and wind insurance / year"
              {...money}
              value={values.annualInsurance}
              onChange={set('annualInsurance')}
              error={view.issues.annualInsurance}
              placeholder={placeholder('homeInsurance', true)}
            />
            <NumberField
              label="Flood insurance / year"
              {...money}
              value={values.annualFloodInsurance}
              onChange={set('annualFloodInsurance')}
              error={view.issues.annualFloodInsurance}
              placeholder={placeholder('floodInsurance', true)}
            />
          </div>
        </div>
        <MonthlyCostSummary estimate={view.estimate} />
      </div>
      <MonthlyCostMethod settings={settings} />
    </DetailSection>
  );
}

const blankAmounts = { annualTax: '', monthlyHoa: '', annualInsurance: '', annualFloodInsurance: '' } as const;
