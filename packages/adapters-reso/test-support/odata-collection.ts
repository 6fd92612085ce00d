import { compileFilter, type ResoRecord } from './odata-expression.ts';
import { KEY_INDEX_FIELDS, MEDIA_FIELDS, ODataQueryError, type FieldType } from './reso-metadata.ts';

/** Trestle's page sizes: 10 records without `$top`, at most 1,000, or 300,000 for key-only queries. */
const TOP_LIMITS = { defaultTop: 10, maxTop: 1_000, maxKeyTop: 300_000 } as const;

/** One page of a collection, and where the next starts (null on the last page). */
export interface CollectionPage {
  readonly value: ResoRecord[];
  readonly nextSkip: number | null;
}

/**
 * Answers OData system query options over a resource's records the way Trestle documents them:
 * `$filter`, `$orderby`, `$select`, `$expand=Media(...)` with nested `$select`/`$orderby`, `$top` and `$skip`.
 */
function queryCollection(
  records: readonly ResoRecord[],
  params: URLSearchParams,
  fields: Record<string, FieldType>,
): CollectionPage {
  const filter = params.get('$filter');
  const matching = filter === null ? [...records] : records.filter(compileFilter(filter, fields));
  const ordered = sortBy(matching, params.get('$orderby'), fields);
  const select = fieldList(params.get('$select'), fields) ?? Object.keys(fields);
  const expand = params.get('$expand');
  const media = expand === null ? null : mediaOptions(expand);
  const keyOnly = media === null && select.every((field) => KEY_INDEX_FIELDS.includes(field));
  const top = count(
    params.get('$top'),
    TOP_LIMITS.defaultTop,
    keyOnly ? TOP_LIMITS.maxKeyTop : TOP_LIMITS.maxTop,
    '$top',
  );
  const skip = count(params.get('$skip'), 0, Number.MAX_SAFE_INTEGER, '$skip');
  const value = ordered.slice(skip, skip + top).map((record) => {
    const projected: ResoRecord = Object.fromEntries(select.map((field) => [field, record[field] ?? null]));
    if (media !== null) projected['Media'] = expandMedia(record['Media'], media);
    return projected;
  });
  return { value, nextSkip: skip + top < ordered.length ? skip + top : null };
}

/**
 * The double's answer to a query on a resource: 200 with the page, its `@odata.context` and, when
 * more records follow, an absolute `@odata.nextLink` with the next `$skip`; 400 with an OData error
 * for a query a real server would refuse.
 */
export function answerQuery(
  records: readonly ResoRecord[],
  url: URL,
  fields: Record<string, FieldType>,
  baseUrl: string,
  nextLinks: boolean,
): { status: number; body: unknown } {
  const resource = url.pathname.split('/').at(-1) ?? '';
  try {
    const page = queryCollection(records, url.searchParams, fields);
    const options = [...url.searchParams]
      .filter(([name]) => name !== '$skip')
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
    const nextLink =
      page.nextSkip === null || !nextLinks
        ? {}
        : { '@odata.nextLink': `${baseUrl}${url.pathname}?${[...options, `$skip=${page.nextSkip}`].join('&')}` };
    return {
      status: 200,
      body: { '@odata.context': `${baseUrl}/trestle/odata/$metadata#${resource}`, value: page.value, ...nextLink },
    };
  } catch (error) {
    if (!(error instanceof ODataQueryError)) throw error;
    return { status: 400, body: { error: { code: '', message: error.message } } };
  }
}

function sortBy(records: ResoRecord[], orderby: string | null, fields: Record<string, FieldType>): ResoRecord[] {
  if (orderby === null) return records;
  const keys = orderby.split(',').map((part) => {
    const [field = '', direction = 'asc', ...rest] = part.trim().split(/\s+/);
    if (fields[field] === undefined || !['asc', 'desc'].includes(direction) || rest.length > 0)
      throw new ODataQueryError(`Invalid $orderby '${part}'`);
    return { field, sign: direction === 'desc' ? -1 : 1, type: fields[field] };
  });
  return records.sort((a, b) => {
    for (const { field, sign, type } of keys) {
      const order = compareValues(a[field], b[field], type);
      if (order !== 0) return sign * order;
    }
    return 0;
  });
}

/** OData orders null first in ascending order. */
function compareValues(a: unknown, b: unknown, type: FieldType | undefined): number {
  const absent = (value: unknown): boolean => value === null || value === undefined;
  if (absent(a) || absent(b)) return (absent(a) ? 0 : 1) - (absent(b) ? 0 : 1);
  if (type === 'datetime') return Date.parse(String(a)) - Date.parse(String(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

function fieldList(text: string | null, fields: Record<string, FieldType>): string[] | null {
  if (text === null) return null;
  const list = text.split(',').map((field) => field.trim());
  const unknown = list.find((field) => fields[field] === undefined);
  if (unknown !== undefined) throw new ODataQueryError(`Could not find a property named '${unknown}'`);
  return list;
}

function mediaOptions(expand: string): { select: string[] | null; orderby: string | null } {
  const match = /^Media(?:\((.*)\))?$/.exec(expand.trim());
  if (match === null) throw new ODataQueryError(`Could not find a navigation property named '${expand}'`);
  const options = new Map(
    (match[1] ?? '')
      .split(';')
      .filter(Boolean)
      .map((option) => option.split('=', 2) as [string, string]),
  );
  return { select: fieldList(options.get('$select') ?? null, MEDIA_FIELDS), orderby: options.get('$orderby') ?? null };
}

function expandMedia(items: unknown, options: { select: string[] | null; orderby: string | null }): ResoRecord[] {
  const media = Array.isArray(items) ? (items as ResoRecord[]) : [];
  const sorted = sortBy([...media], options.orderby, MEDIA_FIELDS);
  return options.select === null
    ? sorted
    : sorted.map((item) => Object.fromEntries((options.select ?? []).map((field) => [field, item[field] ?? null])));
}

function count(text: string | null, fallback: number, max: number, option: string): number {
  if (text === null) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new ODataQueryError(`Invalid value '${text}' for ${option}`);
  if (value > max) throw new ODataQueryError(`The limit of '${max}' for ${option} has been exceeded`);
  return value;
}
