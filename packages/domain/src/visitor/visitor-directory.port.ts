/**
 * The addresses of visitor accounts, wherever the accounts live: the embedded `auth_accounts`, or Supabase Auth's users
 * (ADR 0040). The alert and digest jobs read them; only the server calls it.
 */
export interface VisitorDirectory {
  /**
   * The e-mail address of each of these visitors that still has a visitor account; absent for an unknown, deleted or
   * malformed id and for a staff account's id.
   */
  emailsOf(visitorIds: readonly string[]): Promise<Map<string, string>>;
}
