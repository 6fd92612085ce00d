import { floodZoneMeaning, formatDecimal, monthlyAssociationFees, monthlyFee, type ListingView } from '@app/domain';
import { formatPrice, formatWhole } from '../listings/format.ts';
import type { ListingFact } from './listing-facts.ts';

type Entry = [label: string, value: string | number | null];

function yesNo(value: boolean | null, yes = 'Yes', no = 'No'): string | null {
  return value === null ? null : value ? yes : no;
}

function list(values: readonly string[] | null): string | null {
  return values === null || values.length === 0 ? null : values.join(', ');
}

function feet(value: number | null): string | null {
  return value === null ? null : `${formatDecimal(value, 1)} ft`;
}

function facts(entries: readonly Entry[]): ListingFact[] {
  return entries.flatMap(([label, value]) => (value === null || value === '' ? [] : [{ label, value: String(value) }]));
}

/** A flood zone in plain words, whether a federally backed mortgage needs flood insurance, and where it came from. */
export interface FloodZoneSummary {
  readonly zone: string;
  readonly words: string;
  readonly insurance: string | null;
  readonly source: string | null;
}

/** The listing's flood zone explained, or null without one. */
export function floodZoneSummary(listing: ListingView): FloodZoneSummary | null {
  if (listing.FloodZone === null) return null;
  const meaning = floodZoneMeaning(listing.FloodZone, listing.FloodZoneSubtype);
  const insurance =
    meaning.insuranceRequired === null
      ? null
      : meaning.insuranceRequired
        ? 'Flood insurance is required for a federally backed mortgage.'
        : 'Flood insurance is not required for a federally backed mortgage (lenders may still ask for it).';
  const source =
    listing.FloodZoneSource === null
      ? null
      : `Source: ${listing.FloodZoneSource === 'MLS' ? 'the MLS listing' : "FEMA's National Flood Hazard Layer"}` +
        (listing.FloodZoneDate === null ? '' : `, ${listing.FloodZoneDate}`);
  return { zone: `Zone ${meaning.code ?? listing.FloodZone}`, words: meaning.words, insurance, source };
}

/** Flood and storm: zone, base flood elevation, elevation, roof, windows and construction. */
export function floodStormFacts(listing: ListingView): ListingFact[] {
  const roof = list(listing.Roof);
  return facts([
    ['Flood zone', listing.FloodZone === null ? null : (floodZoneSummary(listing)?.zone ?? null)],
    ['Base flood elevation', feet(listing.BaseFloodElevation)],
    ['Ground elevation', feet(listing.Elevation)],
    [
      'Roof',
      roof === null && listing.RoofYear === null
        ? null
        : [roof, listing.RoofYear === null ? null : `installed ${listing.RoofYear}`].filter(Boolean).join(', '),
    ],
    ['Windows and shutters', list(listing.WindowFeatures)],
    ['Construction', list(listing.ConstructionMaterials)],
  ]);
}

function bridges(listing: ListingView): string | null {
  if (listing.BridgesToOpenWaterYN === false) return 'No bridges to open water';
  if (listing.BridgeClearance !== null) return `Lowest bridge clearance ${feet(listing.BridgeClearance) ?? ''}`;
  return listing.BridgesToOpenWaterYN === true ? 'Bridges to open water' : null;
}

/** Water and boating: water body, gulf access, bridges, dock, lift, seawall, frontage. */
export function waterBoatingFacts(listing: ListingView): ListingFact[] {
  return facts([
    ['Water', listing.WaterBodyName],
    ['Gulf access', yesNo(listing.GulfAccessYN)],
    ['Bridges', bridges(listing)],
    ['Dock', yesNo(listing.DockYN)],
    ['Boat lift', listing.BoatLiftCapacity === null ? null : `${formatWhole(listing.BoatLiftCapacity)} lb`],
    ['Seawall', yesNo(listing.SeawallYN)],
    ['Water frontage', feet(listing.CanalFrontage)],
    ['Waterfront features', list(listing.WaterfrontFeatures)],
  ]);
}

function money(amount: number | null, per: string): string | null {
  return amount === null ? null : `${formatPrice(amount)} / ${per}`;
}

/** Association and rules: fees per month, what they include, CDD, 55+, pets, leasing and approval. */
export function associationRulesFacts(listing: ListingView): ListingFact[] {
  const fees = monthlyAssociationFees(listing);
  const two = fees.first !== null && fees.second !== null;
  return facts([
    [two ? 'Association fees (both)' : 'Association fee', money(fees.total, 'month')],
    ['First association', two ? money(fees.first, 'month') : null],
    ['Second association', two ? money(fees.second, 'month') : null],
    ['Fees include', list(listing.AssociationFeeIncludes)],
    [
      'CDD',
      listing.CDDYN === null
        ? null
        : listing.CDDYN
          ? (money(listing.CDDAnnualFee, 'year') ?? 'Yes') + ' (on the tax bill)'
          : 'None',
    ],
    ['CDD per month', listing.CDDYN === true ? money(monthlyFee(listing.CDDAnnualFee, 'Annually'), 'month') : null],
    ['55+ community', yesNo(listing.SeniorCommunityYN)],
    ['Pets', list(listing.PetsAllowed)],
    [
      'Minimum lease',
      listing.MinimumLeaseMonths === null
        ? null
        : listing.MinimumLeaseMonths === 0
          ? 'No minimum'
          : `${listing.MinimumLeaseMonths} ${listing.MinimumLeaseMonths === 1 ? 'month' : 'months'}`,
    ],
    ['Leasing restrictions', yesNo(listing.LeaseRestrictionsYN)],
    ['Association approval', yesNo(listing.AssociationApprovalRequiredYN, 'Required', 'Not required')],
    ['Furnished', listing.Furnished],
  ]);
}
