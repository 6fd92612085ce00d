import type { SqlExecutor } from '@app/database';

/**
 * Every column naming a visitor whose rows deleting the account deletes (migrations 0025, 0029, 0031). A test holds
 * this list to the schema: a new table with a visitor column must be here.
 */
export const VISITOR_KEYED_COLUMNS = [
  { table: 'saved_homes', column: 'visitor_id' },
  { table: 'saved_searches', column: 'visitor_id' },
  { table: 'alert_unsubscribe_tokens', column: 'visitor_id' },
  { table: 'saved_home_alerts_off', column: 'visitor_id' },
  { table: 'saved_home_shares', column: 'visitor_id' },
  { table: 'saved_home_shares', column: 'co_buyer_visitor_id' },
] as const;

/**
 * Deletes every row keyed by the visitor (before their account goes: no foreign key reaches these rows, ADR 0028).
 * The embedded accounts call it in the transaction that deletes the account; with Supabase Auth, whose accounts live
 * in GoTrue, the server calls it in a transaction of its own before deleting the user (ADR 0040).
 */
export async function deleteVisitorRows(tx: SqlExecutor, visitorId: string): Promise<void> {
  for (const { table, column } of VISITOR_KEYED_COLUMNS)
    await tx.query(`delete from ${table} where ${column} = $1`, [visitorId]);
}
