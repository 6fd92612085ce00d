import {
  PLACE_NAME_MIN_SIMILARITY,
  PLACE_NAME_PREFIX_SCORE,
  PLACE_WORD_PREFIX_SCORE,
  type PlaceQueryPlan,
} from '@app/domain';
import { SqlParameters } from '../connection/sql-parameters.ts';

/** Homes for sale: the statuses a search shows by default (migration 0026 counts the same). */
const FOR_SALE = `standard_status in ('Active', 'Active Under Contract', 'Coming Soon')`;

/** `text%`, or `% text%` for a later word, with LIKE's wildcards taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Cities and communities close to the text: a name starting with it first, then a word starting with it, then
 * trigram similarity. */
function namesSql(p: SqlParameters, name: string, limit: string): string {
  const prefix = p.add(`${escapeLike(name)}%`);
  const wordPrefix = p.add(`% ${escapeLike(name)}%`);
  const text = p.add(name);
  return `select kind, name as label, null::text as detail, homes, null::text as listing_id, score
    from (select kind, name, homes, score, row_number() over (partition by kind order by score desc, homes desc, name) as rank
      from (select kind, name, homes,
          case when lower_name like ${prefix} then ${PLACE_NAME_PREFIX_SCORE}
               when lower_name like ${wordPrefix} then ${PLACE_WORD_PREFIX_SCORE}
               else similarity(lower_name, ${text}) end as score
        from place_names where kind in ('city', 'community')) scored
      where score >= ${PLACE_NAME_MIN_SIMILARITY}) ranked
    where rank <= ${limit}`;
}

function zipSql(p: SqlParameters, zipPrefix: string, limit: string): string {
  return `(select kind, name as label, null::text as detail, homes, null::text as listing_id, 1 as score from place_names
    where kind = 'zip' and name like ${p.add(`${zipPrefix}%`)} order by name limit ${limit})`;
}

const LISTING_COLUMNS = `listing_id, street_number, street_dir_prefix, street_name, street_dir_suffix, street_suffix,
  unit_number, city, state_or_province, postal_code`;

function mlsSql(p: SqlParameters, mlsPrefix: string, limit: string): string {
  return `(select 'mls' as kind, ${LISTING_COLUMNS} from listings
    where ${FOR_SALE} and lower(listing_id) like ${p.add(`${mlsPrefix}%`)} order by listing_id limit ${limit})`;
}

/** Street number by its first digits (migration 0026's index), then every other word in the search text. */
function addressSql(p: SqlParameters, address: { number: string; words: readonly string[] }, limit: string): string {
  const matches = address.words.map((word) => ` and search_text like ${p.add(`%${escapeLike(word)}%`)}`).join('');
  return `(select 'address' as kind, ${LISTING_COLUMNS} from listings
    where ${FOR_SALE} and street_number like ${p.add(`${address.number}%`)}${matches}
    order by street_name, street_number, listing_id limit ${limit})`;
}

/** The statement of the places (cities, communities, ZIP codes) of a plan, or null when it names none. */
export function placeNamesSql(plan: PlaceQueryPlan, limitPerKind: number): { sql: string; params: unknown[] } | null {
  const p = new SqlParameters();
  const limit = p.add(limitPerKind);
  const parts = [
    ...(plan.name === null ? [] : [namesSql(p, plan.name, limit)]),
    ...(plan.zipPrefix === null ? [] : [zipSql(p, plan.zipPrefix, limit)]),
  ];
  return parts.length === 0 ? null : { sql: parts.join(' union all '), params: p.values };
}

/** The statement of the listings (MLS numbers, addresses) of a plan, or null when it names none. */
export function placeListingsSql(
  plan: PlaceQueryPlan,
  limitPerKind: number,
): { sql: string; params: unknown[] } | null {
  const p = new SqlParameters();
  const limit = p.add(limitPerKind);
  const parts = [
    ...(plan.mlsPrefix === null ? [] : [mlsSql(p, plan.mlsPrefix, limit)]),
    ...(plan.address === null ? [] : [addressSql(p, plan.address, limit)]),
  ];
  return parts.length === 0 ? null : { sql: parts.join(' union all '), params: p.values };
}

/** Refreshes the place index when listings changed since its last refresh (migration 0026's trigger marks it). */
export const REFRESH_IF_STALE_SQL = `update place_names_state set stale = false where stale returning id`;
export const REFRESH_SQL = `refresh materialized view place_names`;
