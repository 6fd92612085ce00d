import { textOf } from '@app/domain';
import type { ContentEntity, ContentQuery, ContentVisibility } from '@app/domain';
import { isUuid } from '../connection/driver-errors.ts';
import { containsPattern, type SqlParameters } from '../connection/sql-parameters.ts';
import { sqlType, type ContentColumn, type ContentTable } from './content-table.ts';

type Columns = { column(field: string): ContentColumn };

/** The condition of the collection's visibility rule at an instant (the same rule as the domain's isVisibleAt). */
function visibilityCondition(
  table: Columns,
  rule: ContentVisibility<string>,
  at: string,
  params: SqlParameters,
): string {
  const column = (field: string) => table.column(field).column;
  switch (rule.kind) {
    case 'always':
      return 'true';
    case 'flag':
      return `${column(rule.field)} is true`;
    case 'published-status':
      return `${column(rule.statusField)} = 'published' and ${column(rule.publishedAtField)} <= ${params.add(at)}::timestamptz`;
    case 'schedule': {
      const instant = `${params.add(at)}::timestamptz`;
      const starts = column(rule.startsAtField);
      const ends = column(rule.endsAtField);
      return `${column(rule.flagField)} is true and (${starts} is null or ${starts} <= ${instant}) and (${ends} is null or ${ends} > ${instant})`;
    }
  }
}

/** Every condition of a query, as SQL over the table's columns with the values as parameters. */
function contentConditions<T extends ContentEntity>(
  table: ContentTable<T>,
  query: ContentQuery<T>,
  params: SqlParameters,
): string[] {
  const conditions: string[] = [];
  if (query.visibleAt !== null)
    conditions.push(visibilityCondition(table, table.collection.visibility, query.visibleAt, params));
  for (const [field, value] of Object.entries(query.where)) {
    if (value === undefined) continue;
    const { column, kind } = table.column(field);
    if (value === null) conditions.push(`${column} is null`);
    else if (kind === 'uuid' && !isUuid(textOf(value))) conditions.push('false');
    else conditions.push(`${column} = ${params.add(value)}::${sqlType(kind)}`);
  }
  for (const [field, value] of Object.entries(query.contains))
    if (value !== undefined) conditions.push(`${table.column(field).column} @> array[${params.add(value)}::text]`);
  if (query.search !== '') {
    const pattern = params.add(containsPattern(query.search));
    const anyField = table.collection.searchFields.map(
      (field) => `${table.column(field).column} ilike ${pattern} escape '\\'`,
    );
    conditions.push(`(${anyField.join(' or ')})`);
  }
  return conditions;
}

/** The query's order on an alias: text in code-point order (collation "C"), missing values last, ties by id. */
function contentOrder<T extends ContentEntity>(table: ContentTable<T>, query: ContentQuery<T>, alias: string): string {
  const terms = query.orderBy.map(({ field, direction }) => {
    const { column, kind } = table.column(field);
    const collate = kind === 'text' ? ' collate "C"' : '';
    return `${alias}.${column}${collate} ${direction} nulls last`;
  });
  return [...terms, `${alias}.id asc`].join(', ');
}

/**
 * One statement for one page and the exact count of every matching record; the count row is
 * there even when the page is past the end (its record columns are then null).
 */
export function contentListSql<T extends ContentEntity>(
  table: ContentTable<T>,
  query: ContentQuery<T>,
  params: SqlParameters,
): string {
  const conditions = contentConditions(table, query, params);
  const where = conditions.length === 0 ? '' : `where ${conditions.join(' and ')}`;
  const limit = params.add(query.perPage);
  const offset = params.add((query.page - 1) * query.perPage);
  return `
with matching as (select * from ${table.table} ${where}),
page as (select * from matching as record order by ${contentOrder(table, query, 'record')} limit ${limit} offset ${offset})
select (select count(*) from matching)::integer as total, ${table.selectList('page')}
from (select 1) as always
left join page on true
order by ${contentOrder(table, query, 'page')}`;
}
