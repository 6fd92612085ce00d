import { formatCount } from '../shared/us-number-format.ts';
import type { Listing } from '../listing/listing.ts';
import { floodZoneMeaning } from '../listing/florida/flood-zone.ts';
import type { CountyCostRates, InsuranceMethod } from './monthly-cost-settings.ts';

/** The listing facts the insurance estimates read. */
export type InsuredHome = Pick<
  Listing,
  | 'ListPrice'
  | 'LivingArea'
  | 'PropertySubType'
  | 'ConstructionMaterials'
  | 'RoofYear'
  | 'WindowFeatures'
  | 'FloodZone'
  | 'FloodZoneSubtype'
>;

const MASONRY = /block|concrete|cbs|masonry|icf/i;
const IMPACT_PROTECTION = /impact|shutter/i;

/** Whether the home is a condominium unit, insured walls-in (HO-6) while the association insures the building. */
export function isCondominium(home: Pick<Listing, 'PropertySubType'>): boolean {
  return /condo/i.test(home.PropertySubType ?? '');
}

/** A yearly homeowners and wind premium and the facts that set it, in words. */
export interface InsuranceEstimate {
  readonly annual: number;
  readonly basis: string;
}

function constructionFactor(home: InsuredHome, method: InsuranceMethod): { factor: number; words: string } {
  const materials = home.ConstructionMaterials ?? [];
  if (materials.length === 0) return { factor: 1, words: 'construction unknown' };
  return materials.some((material) => MASONRY.test(material))
    ? { factor: method.masonryFactor, words: 'concrete block (CBS) walls' }
    : { factor: method.frameFactor, words: 'frame walls' };
}

function roofFactor(home: InsuredHome, method: InsuranceMethod, year: number): { factor: number; words: string } {
  if (home.RoofYear === null) return { factor: method.oldRoofFactor, words: 'roof age unknown' };
  const age = Math.max(0, year - home.RoofYear);
  return age > method.oldRoofYears
    ? { factor: method.oldRoofFactor, words: `a ${age}-year-old roof` }
    : { factor: 1, words: `a ${age}-year-old roof` };
}

/**
 * Homeowners and wind insurance a year: replacement cost (living area × rebuild cost per sq ft, a condo's interior
 * only; half the price when the area is unknown) / 1,000 × the county's rate, × the construction factor (CBS or frame),
 * × the roof factor for a roof older than the method's limit or of unknown age (houses only), × the impact-protection
 * credit.
 */
export function homeInsuranceEstimate(
  home: InsuredHome,
  price: number,
  rates: CountyCostRates,
  method: InsuranceMethod,
  year: number,
): InsuranceEstimate {
  const condo = isCondominium(home);
  const perSqFt = condo ? method.condoInteriorCostPerSqFt : method.rebuildCostPerSqFt;
  const area = home.LivingArea !== null && home.LivingArea > 0 ? home.LivingArea : null;
  const replacement = area === null ? Math.max(0, price) / 2 : area * perSqFt;
  const construction = constructionFactor(home, method);
  const roof = condo ? { factor: 1, words: "the association's roof" } : roofFactor(home, method, year);
  const impact = (home.WindowFeatures ?? []).some((feature) => IMPACT_PROTECTION.test(feature));
  const annual =
    (replacement / 1000) *
    rates.insurancePerThousand *
    construction.factor *
    roof.factor *
    (impact ? method.impactProtectionFactor : 1);
  const cover = area === null ? 'half the price' : `${formatCount(area)} sq ft × $${perSqFt}`;
  return {
    annual,
    basis:
      `${condo ? 'Walls-in (HO-6) cover' : 'Rebuild cost'} of ${cover} at $${rates.insurancePerThousand} per $1,000 ` +
      `in ${rates.county}, with ${construction.words}, ${roof.words}` +
      `${impact ? ' and impact windows or shutters' : ' and no impact protection listed'}.`,
  };
}

/** A yearly flood premium, whether a federally backed loan requires it, and the zone in words. */
export interface FloodEstimate {
  readonly annual: number;
  readonly required: boolean;
  readonly zone: string | null;
}

/**
 * Flood insurance by the family of the FEMA zone: V zones above A zones above a shaded X above any other X. Required
 * in the Special Flood Hazard Area (A and V zones); elsewhere the premium is an optional policy's. An unknown zone is
 * priced as moderate risk and not required.
 */
export function floodInsuranceEstimate(home: InsuredHome, method: InsuranceMethod): FloodEstimate {
  const zone = home.FloodZone;
  if (zone === null) return { annual: method.flood.moderate, required: false, zone: null };
  const meaning = floodZoneMeaning(zone, home.FloodZoneSubtype);
  const code = meaning.code ?? zone;
  switch (meaning.kind) {
    case 'coastal-high-hazard':
      return { annual: method.flood.coastal, required: true, zone: code };
    case 'high-risk-with-bfe':
    case 'high-risk':
    case 'shallow-flooding':
    case 'levee-protected':
      return { annual: method.flood.highRisk, required: true, zone: code };
    case 'moderate':
      return { annual: method.flood.moderate, required: false, zone: code };
    case 'minimal':
    case 'moderate-or-minimal':
      return { annual: method.flood.minimal, required: false, zone: code };
    default:
      return { annual: method.flood.moderate, required: false, zone: code };
  }
}
