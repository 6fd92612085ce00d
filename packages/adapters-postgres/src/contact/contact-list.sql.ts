import { UNASSIGNED, type ContactSortField, type ContactSubmissionQuery } from '@app/domain';
import { containsPattern, type SqlParameters } from '../connection/sql-parameters.ts';
import { CONTACT_SUBMISSION_COLUMNS } from './contact-submission.mapper.ts';

/** The sort expression of each field on an alias: name and email in any case, text by code point. */
const SORT_EXPRESSIONS: Readonly<Record<ContactSortField, (alias: string) => string>> = {
  createdAt: (alias) => `${alias}.created_at`,
  name: (alias) => `lower(${alias}.name) collate "C"`,
  email: (alias) => `lower(${alias}.email) collate "C"`,
  topic: (alias) => `${alias}.topic collate "C"`,
  status: (alias) => `${alias}.status collate "C"`,
};

const SEARCHED = ['name', 'email', 'phone', 'message', 'listing_id'];

/** The filter's conditions (status, topic, a literal case-insensitive search), values as parameters. */
function conditions(query: ContactSubmissionQuery, params: SqlParameters): string {
  const parts = ['true'];
  if (query.status !== null) parts.push(`status = ${params.add(query.status)}`);
  if (query.topic !== null) parts.push(`topic = ${params.add(query.topic)}`);
  if (query.channel !== null) parts.push(`lead_channel = ${params.add(query.channel)}`);
  if (query.agent !== null)
    parts.push(
      query.agent === UNASSIGNED ? 'assigned_agent_id is null' : `assigned_agent_id = ${params.add(query.agent)}`,
    );
  if (query.overdueBefore !== null)
    parts.push(`status <> 'closed' and follow_up_on < ${params.add(query.overdueBefore)}::date`);
  if (query.search !== '') {
    const pattern = params.add(containsPattern(query.search));
    parts.push(`(${SEARCHED.map((column) => `${column} ilike ${pattern} escape '\\'`).join(' or ')})`);
  }
  return parts.join(' and ');
}

/** The domain's order (compareContactSubmissions): the field, then newest first, then id. */
function order(query: ContactSubmissionQuery, alias: string): string {
  return `${SORT_EXPRESSIONS[query.sort](alias)} ${query.direction}, ${alias}.created_at desc, ${alias}.id asc`;
}

/**
 * One statement for one page and the exact count of every matching submission; the count row is
 * there even when the page is past the end.
 */
export function contactListSql(query: ContactSubmissionQuery, params: SqlParameters): string {
  const where = conditions(query, params);
  const limit = params.add(query.perPage);
  const offset = params.add((query.page - 1) * query.perPage);
  return `
with matching as (
  select ${CONTACT_SUBMISSION_COLUMNS} from contact_submissions where ${where}
),
page as (
  select * from matching as item order by ${order(query, 'item')} limit ${limit} offset ${offset}
)
select (select count(*) from matching)::integer as total, page.*
from (select 1) as always
left join page on true
order by ${order(query, 'page')}`;
}
