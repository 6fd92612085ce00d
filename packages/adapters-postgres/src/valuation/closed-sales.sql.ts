import { CLOSED_SALE_FIELDS, MILES_PER_DEGREE, type ClosedSaleQuery } from '@app/domain';
import { SqlParameters } from '../connection/sql-parameters.ts';
import { listingSelectList } from '../listing/listing.mapper.ts';

/** The area condition and order of a query; the distance is the domain's `distanceMiles`, term for term. */
function areaSql(area: ClosedSaleQuery['area'], params: SqlParameters): { where: string; order: string } {
  if ('subdivision' in area)
    return { where: `lower(listing.subdivision_name) = lower(${params.add(area.subdivision)})`, order: '' };
  if ('city' in area) return { where: `lower(listing.city) = lower(${params.add(area.city)})`, order: '' };
  const lat = params.add(area.near.lat);
  const lng = params.add(area.near.lng);
  const scale = params.add(Math.cos((area.near.lat * Math.PI) / 180));
  const distance = `${MILES_PER_DEGREE} * sqrt(
    (listing.latitude - ${lat}::float8) * (listing.latitude - ${lat}::float8)
    + ((listing.longitude - ${lng}::float8) * ${scale}::float8) * ((listing.longitude - ${lng}::float8) * ${scale}::float8))`;
  // A box around the circle first, so the coordinates index narrows the rows the distance is computed for.
  const degrees = area.radiusMiles / MILES_PER_DEGREE;
  const box = `listing.latitude between ${params.add(area.near.lat - degrees)} and ${params.add(area.near.lat + degrees)}`;
  return { where: `${box} and ${distance} <= ${params.add(area.radiusMiles)}`, order: `${distance}, ` };
}

/** The statement of a `ClosedSales.closedSales` query. */
export function closedSalesSql(query: ClosedSaleQuery): { sql: string; params: unknown[] } {
  const params = new SqlParameters();
  const area = areaSql(query.area, params);
  const conditions = [
    `listing.standard_status = 'Closed'`,
    'listing.close_price > 0',
    `listing.close_date between ${params.add(query.closedFrom)}::date and ${params.add(query.closedTo)}::date`,
    `listing.living_area between ${params.add(query.minLivingArea)} and ${params.add(query.maxLivingArea)}`,
    ...(query.propertySubType === undefined
      ? []
      : [`listing.property_sub_type = ${params.add(query.propertySubType)}`]),
    ...(query.excludeListingKey === undefined ? [] : [`listing.listing_key <> ${params.add(query.excludeListingKey)}`]),
    area.where,
  ];
  const order = area.order === '' ? 'listing.close_date desc, ' : area.order;
  const sql = `select ${listingSelectList('listing', CLOSED_SALE_FIELDS)} from listings as listing
    where ${conditions.join(' and ')}
    order by ${order}listing.listing_key collate "C"
    limit ${params.add(query.limit)}`;
  return { sql, params: params.values };
}
