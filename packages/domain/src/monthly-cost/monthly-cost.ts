import { monthlyAssociationFees } from '../listing/florida/association-fees.ts';
import type { Listing } from '../listing/listing.ts';
import { monthlyPrincipalAndInterest } from '../mortgage/mortgage.ts';
import { formatCount } from '../shared/us-number-format.ts';
import { floodInsuranceEstimate, homeInsuranceEstimate, type InsuredHome } from './home-insurance-estimate.ts';
import { countyRatesFor, type CountyCostRates, type MonthlyCostSettings } from './monthly-cost-settings.ts';

/** The listing facts the monthly cost is estimated from. */
export type MonthlyCostListing = InsuredHome &
  Pick<
    Listing,
    | 'StandardStatus'
    | 'CountyOrParish'
    | 'TaxAnnualAmount'
    | 'TaxYear'
    | 'HomesteadYN'
    | 'AssociationFee'
    | 'AssociationFeeFrequency'
    | 'AssociationFee2'
    | 'AssociationFee2Frequency'
    | 'CDDAnnualFee'
  >;

/** What the visitor may change; a null amount means "use the estimate". */
export interface MonthlyCostAssumptions {
  readonly price: number;
  readonly downPaymentPercent: number;
  readonly annualRatePercent: number;
  readonly termYears: number;
  readonly annualTax: number | null;
  readonly monthlyHoa: number | null;
  readonly annualInsurance: number | null;
  readonly annualFloodInsurance: number | null;
  /** The year the estimate is for (a roof's age is counted to it). */
  readonly year: number;
}

export const MONTHLY_COST_LINE_KEYS = [
  'principalAndInterest',
  'propertyTax',
  'association',
  'cdd',
  'homeInsurance',
  'floodInsurance',
] as const;
export type MonthlyCostLineKey = (typeof MONTHLY_COST_LINE_KEYS)[number];

/** One line of the estimate: its amount a month in cents and what it is, in plain words with the inputs used. */
export interface MonthlyCostLine {
  readonly key: MonthlyCostLineKey;
  readonly label: string;
  readonly monthlyCents: number;
  readonly explanation: string;
}

/** The estimate: its lines, their total, and the seller's current tax bill to show beside the new owner's. */
export interface MonthlyCostEstimate {
  readonly lines: readonly MonthlyCostLine[];
  readonly totalCents: number;
  readonly sellerAnnualTax: number | null;
  readonly sellerHomestead: boolean | null;
  /** Whether the flood line is insurance a federally backed loan requires. */
  readonly floodRequired: boolean;
}

/** The admin's defaults for a listing: its price, the loan terms, and every amount estimated. */
export function defaultMonthlyCostAssumptions(
  listing: Pick<Listing, 'ListPrice'>,
  settings: MonthlyCostSettings,
  year: number,
): MonthlyCostAssumptions {
  return {
    price: listing.ListPrice ?? 0,
    downPaymentPercent: settings.downPaymentPercent,
    annualRatePercent: settings.annualRatePercent,
    termYears: settings.termYears,
    annualTax: null,
    monthlyHoa: null,
    annualInsurance: null,
    annualFloodInsurance: null,
    year,
  };
}

const toCents = (monthly: number): number => Math.max(0, Math.round(monthly * 100));
const dollars = (amount: number): string => `$${formatCount(Math.round(amount))}`;
const nonNegative = (amount: number): number => (Number.isFinite(amount) ? Math.max(0, amount) : 0);

/** The seller's bill without the CDD assessment that is shown on its own line. */
function sellerTaxWithoutCdd(listing: MonthlyCostListing): number | null {
  if (listing.TaxAnnualAmount === null) return null;
  return Math.max(0, listing.TaxAnnualAmount - (listing.CDDAnnualFee ?? 0));
}

/**
 * A new owner's yearly tax: the price × the county's non-homestead millage / 1,000, never below the county's
 * minimum nor the seller's current bill (less the CDD): the homestead exemption and the Save Our Homes cap end at the
 * sale, so a buyer's bill does not fall below the seller's.
 */
export function newOwnerAnnualTax(listing: MonthlyCostListing, price: number, rates: CountyCostRates): number {
  const byMillage = (nonNegative(price) * rates.millage) / 1000;
  return Math.max(byMillage, rates.minimumAnnualTax, sellerTaxWithoutCdd(listing) ?? 0);
}

function taxLine(listing: MonthlyCostListing, assumptions: MonthlyCostAssumptions, rates: CountyCostRates) {
  if (assumptions.annualTax !== null)
    return { annual: nonNegative(assumptions.annualTax), explanation: 'The yearly tax you entered, divided by 12.' };
  const byMillage = (nonNegative(assumptions.price) * rates.millage) / 1000;
  const annual = newOwnerAnnualTax(listing, assumptions.price, rates);
  const floor =
    annual > byMillage
      ? annual === rates.minimumAnnualTax
        ? ` raised to ${rates.county}'s minimum of ${dollars(rates.minimumAnnualTax)}`
        : " raised to the seller's current bill"
      : '';
  return {
    annual,
    explanation:
      `A new owner's tax: the price × ${rates.millage} mills (${rates.county} County's non-homestead rate) = ` +
      `${dollars(byMillage)} a year${floor}, divided by 12. The seller's homestead exemption and capped value end at the sale.`,
  };
}

/**
 * What owning the home costs a month: principal and interest, a new owner's property tax, association fees, the CDD,
 * homeowners and wind insurance and flood insurance, each explained; the total is the sum of the lines. Closed (sold)
 * listings get no estimate.
 */
export function estimateMonthlyCost(
  listing: MonthlyCostListing,
  assumptions: MonthlyCostAssumptions,
  settings: MonthlyCostSettings,
): MonthlyCostEstimate | null {
  if (listing.StandardStatus === 'Closed') return null;
  const rates = countyRatesFor(settings, listing.CountyOrParish);
  const price = nonNegative(assumptions.price);
  const downPercent = Math.min(100, nonNegative(assumptions.downPaymentPercent));
  const loan = price * (1 - downPercent / 100);
  const principalAndInterest = monthlyPrincipalAndInterest(
    loan,
    nonNegative(assumptions.annualRatePercent),
    Math.max(1, nonNegative(assumptions.termYears)),
  );
  const tax = taxLine(listing, assumptions, rates);
  const fees = monthlyAssociationFees(listing);
  const insurance = homeInsuranceEstimate(listing, price, rates, settings.insurance, assumptions.year);
  const flood = floodInsuranceEstimate(listing, settings.insurance);
  const floodAnnual =
    assumptions.annualFloodInsurance !== null
      ? nonNegative(assumptions.annualFloodInsurance)
      : flood.required
        ? flood.annual
        : 0;
  const zoneWords = flood.zone === null ? 'an unknown flood zone' : `flood zone ${flood.zone}`;
  const lines: MonthlyCostLine[] = [
    {
      key: 'principalAndInterest',
      label: 'Principal and interest',
      monthlyCents: toCents(principalAndInterest),
      explanation:
        `A ${dollars(loan)} loan (${dollars(price)} less ${downPercent} % down) at ` +
        `${assumptions.annualRatePercent} % for ${assumptions.termYears} years, fixed rate.`,
    },
    { key: 'propertyTax', label: 'Property tax', monthlyCents: toCents(tax.annual / 12), explanation: tax.explanation },
    {
      key: 'association',
      label: 'HOA and condo fees',
      monthlyCents: toCents(assumptions.monthlyHoa ?? fees.total ?? 0),
      explanation:
        assumptions.monthlyHoa !== null
          ? 'The monthly fees you entered.'
          : fees.total === null
            ? 'No association fee is listed.'
            : `The association fee${fees.second === null ? '' : 's (master and condo association)'} per month, as listed.`,
    },
    {
      key: 'cdd',
      label: 'CDD assessment',
      monthlyCents: toCents((listing.CDDAnnualFee ?? 0) / 12),
      explanation:
        listing.CDDAnnualFee === null
          ? 'No Community Development District fee is listed.'
          : `The Community Development District's ${dollars(listing.CDDAnnualFee)} a year, divided by 12; it is collected on the tax bill.`,
    },
    {
      key: 'homeInsurance',
      label: 'Homeowners and wind insurance',
      monthlyCents: toCents((assumptions.annualInsurance ?? insurance.annual) / 12),
      explanation:
        assumptions.annualInsurance !== null
          ? 'The yearly premium you entered, divided by 12.'
          : `About ${dollars(insurance.annual)} a year. ${insurance.basis}`,
    },
    {
      key: 'floodInsurance',
      label: 'Flood insurance',
      monthlyCents: toCents(floodAnnual / 12),
      explanation:
        assumptions.annualFloodInsurance !== null
          ? 'The yearly flood premium you entered, divided by 12.'
          : flood.required
            ? `About ${dollars(flood.annual)} a year for ${zoneWords}; a federally backed loan requires it here.`
            : `Not required in ${zoneWords}; an optional policy would cost about ${dollars(flood.annual)} a year.`,
    },
  ];
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.monthlyCents, 0),
    sellerAnnualTax: listing.TaxAnnualAmount,
    sellerHomestead: listing.HomesteadYN,
    floodRequired: flood.required,
  };
}

/** The estimate with the admin's defaults in whole dollars a month (what a card shows); null when sold or unpriced. */
export function defaultMonthlyCost(
  listing: MonthlyCostListing & Pick<Listing, 'ListPrice'>,
  settings: MonthlyCostSettings,
  year: number,
): number | null {
  if (listing.ListPrice === null || listing.ListPrice <= 0) return null;
  const estimate = estimateMonthlyCost(listing, defaultMonthlyCostAssumptions(listing, settings, year), settings);
  return estimate === null ? null : Math.round(estimate.totalCents / 100);
}
