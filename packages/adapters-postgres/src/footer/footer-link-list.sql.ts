import type { FooterLinkQuery } from '@app/domain';

/** The admin order with ties broken by id, as the domain's compareForFooterLinkQuery orders. */
function orderClause(orderBy: FooterLinkQuery['orderBy'], table: string): string {
  const byPosition = `${table}.sort_order asc nulls last, ${table}.id asc`;
  return orderBy === 'column' ? `${table}."column" asc, ${byPosition}` : byPosition;
}

/** A LIKE pattern matching text that contains the search literally: `%`, `_` and `\` lose their wildcard meaning. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * One statement for one admin page and the exact count of every matching link; the count row is
 * there even when the page is past the end. Parameters: enabledOnly, pattern, limit, offset.
 */
export function footerLinkListSql(orderBy: FooterLinkQuery['orderBy']): string {
  return `
with matching as (
  select * from footer_links
  where ($1::boolean is false or enabled) and link_text ilike $2 escape '\\'
),
page as (
  select * from matching as link order by ${orderClause(orderBy, 'link')} limit $3 offset $4
)
select (select count(*) from matching)::integer as total, page.*
from (select 1) as always
left join page on true
order by ${orderClause(orderBy, 'page')}`;
}
