import fc from 'fast-check';
import {
  MAX_POLYGON_POINTS,
  MAX_SEARCH_PAGE,
  NUMBER_PARAMS,
  SEARCH_SORTS,
  SEARCH_STATUS_SLUGS,
  TEXT_PARAMS,
  type GeoBounds,
  type GeoPoint,
  type ListingSearch,
  type StandardStatus,
} from '@app/domain';

type NumberField = keyof typeof NUMBER_PARAMS;
type TextField = keyof typeof TEXT_PARAMS;

/** Search URLs keep 5 decimals of a coordinate. */
const COORDINATE_SCALE = 100_000;

/** A coordinate in [min, max] with at most 5 decimals, so it survives a search URL unchanged. */
function roundedCoordinateArbitrary(min: number, max: number): fc.Arbitrary<number> {
  return fc
    .integer({ min: min * COORDINATE_SCALE, max: max * COORDINATE_SCALE })
    .map((scaled) => scaled / COORDINATE_SCALE);
}

/** Two distinct values, the smaller first. */
function ascendingPair(values: fc.Arbitrary<number>): fc.Arbitrary<[number, number]> {
  return fc.uniqueArray(values, { minLength: 2, maxLength: 2 }).map(([a, b]) => [Math.min(a!, b!), Math.max(a!, b!)]);
}

/** A valid map box (south below north, west left of east) already rounded to the 5 decimals of its URL form. */
export const roundedBoundsArbitrary: fc.Arbitrary<GeoBounds> = fc
  .tuple(ascendingPair(roundedCoordinateArbitrary(-90, 90)), ascendingPair(roundedCoordinateArbitrary(-180, 180)))
  .map(([[south, north], [west, east]]) => ({ south, west, north, east }));

/** A point with valid coordinates already rounded to the 5 decimals of its URL form. */
export const roundedPointArbitrary: fc.Arbitrary<GeoPoint> = fc.record(
  { lat: roundedCoordinateArbitrary(-90, 90), lng: roundedCoordinateArbitrary(-180, 180) },
  { noNullPrototype: true },
);

/** A searchable drawn area: 3 to MAX_POLYGON_POINTS valid corners, rounded to the 5 decimals of its URL form. */
export const roundedPolygonArbitrary: fc.Arbitrary<GeoPoint[]> = fc.array(roundedPointArbitrary, {
  minLength: 3,
  maxLength: MAX_POLYGON_POINTS,
});

/** A value a numeric search filter accepts: within its limits and a whole multiple of its step. */
export function searchNumberArbitrary(field: NumberField): fc.Arbitrary<number> {
  const { min, max, step } = NUMBER_PARAMS[field];
  const scale = Math.round(1 / step);
  return fc.integer({ min: Math.ceil(min * scale), max: Math.floor(max * scale) }).map((scaled) => scaled / scale);
}

/** A value a text search filter accepts: trimmed, not empty, within its length (ZIP codes: 5 digits; agent ids: MLS id
 * characters). */
export function searchTextArbitrary(field: TextField): fc.Arbitrary<string> {
  const { maxLength } = TEXT_PARAMS[field];
  if (field === 'postalCode') return fc.stringMatching(/^\d{5}$/);
  if (field === 'community')
    return fc.oneof(
      fc.constantFrom('pelican-bay', 'port-royal', 'naples'),
      fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).filter((slug) => slug.length <= maxLength),
    );
  if (field === 'listAgentMlsId') return fc.stringMatching(new RegExp(`^[A-Za-z0-9._-]{1,${maxLength}}$`));
  const realistic = fc.constantFrom(
    'Naples',
    'Fort Myers',
    'Pelican Bay',
    'Single Family Residence',
    'Gulf Shore Blvd',
    '34102',
  );
  const anyText = fc.oneof(fc.string({ maxLength }), fc.string({ unit: 'grapheme', maxLength }));
  return fc
    .oneof(realistic, anyText)
    .map((text) => text.trim())
    .filter((text) => text !== '' && text.length <= maxLength);
}

/** A pair of limits of one range: either, both (minimum at most maximum) or neither. */
function rangeArbitrary(low: NumberField, high: NumberField): fc.Arbitrary<Partial<Record<NumberField, number>>> {
  const value = searchNumberArbitrary(low);
  return fc.tuple(fc.option(value, { nil: undefined }), fc.option(value, { nil: undefined })).map(([a, b]) => {
    if (a !== undefined && b !== undefined) return { [low]: Math.min(a, b), [high]: Math.max(a, b) };
    return { ...(a === undefined ? {} : { [low]: a }), ...(b === undefined ? {} : { [high]: b }) };
  });
}

/** Statuses a search URL can name: at least one, no duplicates, in any order. */
export const searchStatusesArbitrary: fc.Arbitrary<StandardStatus[]> = fc.uniqueArray(
  fc.constantFrom(...Object.values(SEARCH_STATUS_SLUGS)),
  { minLength: 1 },
);

const filtersArbitrary = fc.record(
  {
    q: searchTextArbitrary('q'),
    remarks: searchTextArbitrary('remarks'),
    city: searchTextArbitrary('city'),
    postalCode: searchTextArbitrary('postalCode'),
    subdivision: searchTextArbitrary('subdivision'),
    community: searchTextArbitrary('community'),
    listAgentMlsId: searchTextArbitrary('listAgentMlsId'),
    propertyType: searchTextArbitrary('propertyType'),
    propertySubType: searchTextArbitrary('propertySubType'),
    minBeds: searchNumberArbitrary('minBeds'),
    minBaths: searchNumberArbitrary('minBaths'),
    statuses: searchStatusesArbitrary,
    openHouses: fc.constant(true),
    priceReduced: fc.constant(true),
    waterfront: fc.constant(true),
    pool: fc.constant(true),
    bounds: roundedBoundsArbitrary,
    polygon: roundedPolygonArbitrary,
  },
  { requiredKeys: [], noNullPrototype: true },
);

/**
 * A valid search, exactly as its URL carries it: absent fields are left out (never undefined),
 * texts trimmed and within their lengths, numbers within their limits and steps with each minimum
 * at most its maximum, flags only `true`, statuses non-empty without duplicates, coordinates with
 * 5 decimals, any sort and a page from 1 to MAX_SEARCH_PAGE.
 */
export const listingSearchArbitrary: fc.Arbitrary<ListingSearch> = fc
  .tuple(
    filtersArbitrary,
    rangeArbitrary('minPrice', 'maxPrice'),
    rangeArbitrary('minLivingArea', 'maxLivingArea'),
    rangeArbitrary('minLotAcres', 'maxLotAcres'),
    rangeArbitrary('minYearBuilt', 'maxYearBuilt'),
    fc.constantFrom(...SEARCH_SORTS),
    fc.integer({ min: 1, max: MAX_SEARCH_PAGE }),
  )
  .map(([filters, prices, areas, lots, years, sort, page]) => ({
    ...filters,
    ...prices,
    ...areas,
    ...lots,
    ...years,
    sort,
    page,
  }));
