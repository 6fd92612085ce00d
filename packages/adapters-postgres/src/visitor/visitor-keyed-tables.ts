/**
 * Every table holding rows of one visitor in a `visitor_id` column, which deleting the account empties of theirs
 * (migrations 0025, 0029, 0031). A test holds this list to the schema: a new table with such a column must be here.
 */
export const VISITOR_KEYED_TABLES = [
  'saved_homes',
  'saved_searches',
  'alert_unsubscribe_tokens',
  'saved_home_alerts_off',
] as const;
