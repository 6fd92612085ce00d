/** The readable cookie the server sets beside the visitor's httpOnly session (it holds no secret). */
export const VISITOR_MARK = 'palmetto-visitor';

/** Whether the browser holds the visitor sign-in mark. */
export function hasVisitorMark(cookie: string): boolean {
  return cookie.split(';').some((pair) => pair.trim() === `${VISITOR_MARK}=1`);
}
