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
