import type { ValidationIssue } from '../errors/domain-error.ts';
import { formatBoundsParam, formatPolygonParam, parseBoundsParam, parsePolygonParam } from '../geo/geo-url.ts';
import { isValidBounds, isValidPolygon, MAX_POLYGON_POINTS } from '../geo/geo.ts';
import type { StandardStatus } from '../listing/listing.ts';
import { SLUG_PATTERN } from '../shared/slug.ts';
import type { ListingSort } from '../listing/listing-store.port.ts';
import { MAX_SEARCH_PAGE, SEARCH_SORTS, SEARCH_STATUS_SLUGS, type ListingSearch } from './listing-search.ts';

type Params = Readonly<Record<string, string | undefined>>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type NumberField =
  | 'minPrice'
  | 'maxPrice'
  | 'minBeds'
  | 'minBaths'
  | 'minLivingArea'
  | 'maxLivingArea'
  | 'minLotAcres'
  | 'maxLotAcres'
  | 'minYearBuilt'
  | 'maxYearBuilt'
  | 'minBridgeClearance'
  | 'maxHoaMonthly'
  | 'maxMonthlyCost'
  | 'maxMinimumLeaseMonths';
type TextField =
  | 'q'
  | 'remarks'
  | 'city'
  | 'postalCode'
  | 'subdivision'
  | 'community'
  | 'listAgentMlsId'
  | 'propertyType'
  | 'propertySubType';
type FlagField =
  | 'openHouses'
  | 'priceReduced'
  | 'waterfront'
  | 'pool'
  | 'gulfAccess'
  | 'noBridges'
  | 'dock'
  | 'outsideFloodHazardArea'
  | 'seniorCommunity';

interface NumberRule {
  readonly param: string;
  readonly min: number;
  readonly max: number;
  /** The step values must be a whole multiple of (1 for whole numbers). */
  readonly step: number;
  readonly label: string;
}

/** URL name and limits of every numeric filter (documented in docs/help/search-url-filtering.md). */
export const NUMBER_PARAMS: Readonly<Record<NumberField, NumberRule>> = {
  minPrice: { param: 'minPrice', min: 0, max: 100_000_000, step: 1, label: 'Minimum price' },
  maxPrice: { param: 'maxPrice', min: 0, max: 100_000_000, step: 1, label: 'Maximum price' },
  minBeds: { param: 'beds', min: 0, max: 20, step: 1, label: 'Bedrooms' },
  minBaths: { param: 'baths', min: 0, max: 20, step: 0.5, label: 'Bathrooms' },
  minLivingArea: { param: 'minSqft', min: 0, max: 100_000, step: 1, label: 'Minimum living area' },
  maxLivingArea: { param: 'maxSqft', min: 0, max: 100_000, step: 1, label: 'Maximum living area' },
  minLotAcres: { param: 'minAcres', min: 0, max: 10_000, step: 0.01, label: 'Minimum lot size' },
  maxLotAcres: { param: 'maxAcres', min: 0, max: 10_000, step: 0.01, label: 'Maximum lot size' },
  minYearBuilt: { param: 'minYear', min: 1800, max: 2100, step: 1, label: 'Built from' },
  maxYearBuilt: { param: 'maxYear', min: 1800, max: 2100, step: 1, label: 'Built until' },
  minBridgeClearance: { param: 'clearance', min: 0, max: 100, step: 0.5, label: 'Bridge clearance' },
  maxHoaMonthly: { param: 'maxHoa', min: 0, max: 100_000, step: 1, label: 'Maximum HOA per month' },
  maxMonthlyCost: { param: 'maxMonthly', min: 0, max: 1_000_000, step: 1, label: 'Maximum monthly cost' },
  maxMinimumLeaseMonths: { param: 'maxLease', min: 0, max: 120, step: 1, label: 'Minimum lease' },
};

/** URL name and longest length of every text filter. */
export const TEXT_PARAMS: Readonly<
  Record<TextField, { param: string; maxLength: number; pattern?: RegExp; hint?: string }>
> = {
  q: { param: 'q', maxLength: 100 },
  remarks: { param: 'remarks', maxLength: 100 },
  city: { param: 'city', maxLength: 60 },
  postalCode: { param: 'zip', maxLength: 5, pattern: /^\d{5}$/, hint: 'a 5-digit ZIP code' },
  subdivision: { param: 'subdivision', maxLength: 100 },
  community: {
    param: 'community',
    maxLength: 100,
    pattern: SLUG_PATTERN,
    hint: "a community's address name, such as pelican-bay",
  },
  listAgentMlsId: {
    param: 'agent',
    maxLength: 30,
    pattern: /^[A-Za-z0-9._-]+$/,
    hint: "an agent's MLS member id (letters, digits, dots, dashes, underscores)",
  },
  propertyType: { param: 'category', maxLength: 60 },
  propertySubType: { param: 'type', maxLength: 60 },
};

/** URL name of every yes/no filter (`1` means yes). */
export const FLAG_PARAMS: Readonly<Record<FlagField, string>> = {
  openHouses: 'openHouse',
  priceReduced: 'reduced',
  waterfront: 'waterfront',
  pool: 'pool',
  gulfAccess: 'gulfAccess',
  noBridges: 'noBridges',
  dock: 'dock',
  outsideFloodHazardArea: 'outsideAV',
  seniorCommunity: 'senior',
};

const RANGES: readonly [NumberField, NumberField][] = [
  ['minPrice', 'maxPrice'],
  ['minLivingArea', 'maxLivingArea'],
  ['minLotAcres', 'maxLotAcres'],
  ['minYearBuilt', 'maxYearBuilt'],
];

function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

function parseNumber(raw: string, rule: NumberRule): number | string {
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(value)) return `${rule.label} must be a number`;
  if (value < rule.min || value > rule.max) return `${rule.label} must be from ${rule.min} to ${rule.max}`;
  if (!isMultipleOf(value, rule.step))
    return rule.step === 1
      ? `${rule.label} must be a whole number`
      : `${rule.label} must be a multiple of ${rule.step}`;
  return value + 0; // `-0` reads as 0, the value it is written back as
}

function parseStatuses(raw: string): StandardStatus[] | string {
  const slugs = raw
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => slug !== '');
  const unknown = slugs.filter((slug) => !(slug in SEARCH_STATUS_SLUGS));
  if (unknown.length > 0)
    return `Unknown status ${unknown.join(', ')} (use ${Object.keys(SEARCH_STATUS_SLUGS).join(', ')})`;
  return [...new Set(slugs.map((slug) => SEARCH_STATUS_SLUGS[slug] as StandardStatus))];
}

function parseGeo(params: Params, search: Mutable<ListingSearch>, issues: ValidationIssue[]): void {
  if (params.bounds !== undefined && params.bounds !== '') {
    const bounds = parseBoundsParam(params.bounds);
    if (bounds !== null && isValidBounds(bounds)) search.bounds = bounds;
    else
      issues.push({ field: 'bounds', message: 'Map area must be south,west,north,east in degrees, south below north' });
  }
  if (params.polygon !== undefined && params.polygon !== '') {
    const polygon = parsePolygonParam(params.polygon);
    if (polygon !== null && isValidPolygon(polygon)) search.polygon = polygon;
    else
      issues.push({
        field: 'polygon',
        message: `A drawn area needs 3 to ${MAX_POLYGON_POINTS} corners written lat,lng and joined by _`,
      });
  }
}

/** Every URL parameter a search reads (each documented in docs/help/search-url-filtering.md). */
export const SEARCH_PARAM_NAMES: readonly string[] = [
  ...Object.values(TEXT_PARAMS).map((rule) => rule.param),
  ...Object.values(NUMBER_PARAMS).map((rule) => rule.param),
  ...Object.values(FLAG_PARAMS),
  'status',
  'sort',
  'page',
  'bounds',
  'polygon',
];

/**
 * The search's own parameters of an address, as strings, and nothing else (the search routes'
 * `validateSearch`: tracking and unknown parameters do not reach the loader or the page's links).
 * `parseListingSearch` then reads them; it reads the same of these as of the whole address.
 */
export function pickListingSearchParams(raw: Readonly<Record<string, unknown>>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of SEARCH_PARAM_NAMES) {
    const value = raw[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      picked[name] = String(value);
  }
  return picked;
}

/**
 * Reads a search from URL parameters. Every value that breaks a rule is left out of the search
 * and reported as an issue (the page shows the rest; the API answers 400). Unknown parameters
 * and empty values are ignored. Whatever it reads, `listingSearchParams` writes back to
 * parameters this reads as the same search, without issues.
 */
export function parseListingSearch(params: Params): { search: ListingSearch; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const search: Mutable<ListingSearch> = { sort: 'newest', page: 1 };
  for (const [field, rule] of Object.entries(TEXT_PARAMS) as [TextField, (typeof TEXT_PARAMS)[TextField]][]) {
    const raw = params[rule.param]?.trim();
    if (raw === undefined || raw === '') continue;
    if (raw.length > rule.maxLength)
      issues.push({ field: rule.param, message: `must be at most ${rule.maxLength} characters` });
    else if (rule.pattern && !rule.pattern.test(raw))
      issues.push({ field: rule.param, message: `must be ${rule.hint}` });
    else search[field] = raw;
  }
  for (const [field, rule] of Object.entries(NUMBER_PARAMS) as [NumberField, NumberRule][]) {
    const raw = params[rule.param];
    if (raw === undefined || raw === '') continue;
    const value = parseNumber(raw, rule);
    if (typeof value === 'string') issues.push({ field: rule.param, message: value });
    else search[field] = value;
  }
  for (const [low, high] of RANGES) {
    const min = search[low];
    const max = search[high];
    if (min !== undefined && max !== undefined && min > max) {
      issues.push({
        field: NUMBER_PARAMS[low].param,
        message: `${NUMBER_PARAMS[low].label} is above ${NUMBER_PARAMS[high].label.toLowerCase()}`,
      });
      delete search[low];
      delete search[high];
    }
  }
  for (const [field, param] of Object.entries(FLAG_PARAMS) as [FlagField, string][]) {
    const raw = params[param];
    if (raw === undefined || raw === '' || raw === '0') continue;
    if (raw === '1' || raw === 'true') search[field] = true;
    else issues.push({ field: param, message: 'must be 1 (yes) or 0 (no)' });
  }
  if (params.status !== undefined && params.status !== '') {
    const statuses = parseStatuses(params.status);
    if (typeof statuses === 'string') issues.push({ field: 'status', message: statuses });
    // `,` names none: no filter, not an empty one that selects nothing
    else if (statuses.length > 0) search.statuses = statuses;
  }
  if (params.sort !== undefined && params.sort !== '') {
    if ((SEARCH_SORTS as readonly string[]).includes(params.sort)) search.sort = params.sort as ListingSort;
    else issues.push({ field: 'sort', message: `must be one of ${SEARCH_SORTS.join(', ')}` });
  }
  if (params.page !== undefined && params.page !== '') {
    const page = parseNumber(params.page, { param: 'page', min: 1, max: MAX_SEARCH_PAGE, step: 1, label: 'Page' });
    if (typeof page === 'string') issues.push({ field: 'page', message: page });
    else search.page = page;
  }
  parseGeo(params, search, issues);
  return { search, issues };
}

function statusSlug(status: StandardStatus): string | undefined {
  return Object.entries(SEARCH_STATUS_SLUGS).find(([, value]) => value === status)?.[0];
}

/** The URL parameters of a search; defaults (newest, page 1) and absent filters are left out. */
export function listingSearchParams(search: ListingSearch): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [field, rule] of Object.entries(TEXT_PARAMS) as [TextField, (typeof TEXT_PARAMS)[TextField]][]) {
    const value = search[field];
    if (value !== undefined && value !== '') params[rule.param] = value;
  }
  for (const [field, rule] of Object.entries(NUMBER_PARAMS) as [NumberField, NumberRule][]) {
    const value = search[field];
    if (value !== undefined) params[rule.param] = String(value);
  }
  for (const [field, param] of Object.entries(FLAG_PARAMS) as [FlagField, string][])
    if (search[field] === true) params[param] = '1';
  if (search.statuses !== undefined)
    params.status = search.statuses
      .map(statusSlug)
      .filter((slug) => slug !== undefined)
      .join(',');
  if (search.bounds !== undefined) params.bounds = formatBoundsParam(search.bounds);
  if (search.polygon !== undefined) params.polygon = formatPolygonParam(search.polygon);
  if (search.sort !== 'newest') params.sort = search.sort;
  if (search.page !== 1) params.page = String(search.page);
  return params;
}
