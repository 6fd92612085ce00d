import { Link } from '@tanstack/react-router';
import type { MonthlyCostSettings } from '@app/domain';
import { formatCount } from '../../format/numbers.ts';
import classes from './monthly-cost.module.css';

/** How the estimate is made, in plain words with the admin's current figures (the same as
 * `docs/help/monthly-cost-method.md`). */
export function MonthlyCostMethod({ settings, open = false }: { settings: MonthlyCostSettings; open?: boolean }) {
  const { insurance } = settings;
  const counties = settings.counties
    .map((rates) => `${rates.county} ${rates.millage} mills (at least $${formatCount(rates.minimumAnnualTax)})`)
    .join(', ');
  return (
    <details className={classes.method} id="monthly-cost-method" open={open}>
      <summary>How we estimate</summary>
      <ul>
        <li>
          Principal and interest: a fixed-rate loan of the price less the down payment (defaults{' '}
          {settings.downPaymentPercent} % down, {settings.annualRatePercent} %, {settings.termYears} years).
        </li>
        <li>
          Property tax: a buyer loses the seller&apos;s homestead exemption and capped value, so we take the price × the
          county&apos;s non-homestead millage / 1,000 ({counties}; elsewhere {settings.otherCounty.millage} mills), and
          never less than the county&apos;s minimum or the seller&apos;s current bill (less the CDD, which has its own
          line).
        </li>
        <li>HOA and condo fees and the CDD: as the listing gives them, per month.</li>
        <li>
          Homeowners and wind insurance: the rebuild cost (living area × ${insurance.rebuildCostPerSqFt} a sq ft; a
          condo&apos;s interior × ${insurance.condoInteriorCostPerSqFt}) at the county&apos;s rate per $1,000, ×{' '}
          {insurance.masonryFactor} for concrete block walls or × {insurance.frameFactor} for frame, ×{' '}
          {insurance.oldRoofFactor} for a roof over {insurance.oldRoofYears} years old or of unknown age, ×{' '}
          {insurance.impactProtectionFactor} with impact windows or shutters.
        </li>
        <li>
          Flood insurance by FEMA zone: V zones ${formatCount(insurance.flood.coastal)}, other A zones $
          {formatCount(insurance.flood.highRisk)} a year (required with a federally backed loan); outside them an
          optional policy (shaded X ${insurance.flood.moderate}, X ${insurance.flood.minimal}) is shown but not counted
          unless you enter it.
        </li>
      </ul>
      {!open && <Link to="/monthly-cost-method">The method on its own page</Link>}
    </details>
  );
}
