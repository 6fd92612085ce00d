import type { CoBuyerState, SavedHomeView, SavedSearch, SavedSearchView, Visitor } from '@app/domain';

/** A refused visitor call, with the server's message and code. */
export class VisitorApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null,
    readonly reasons: readonly string[] = [],
  ) {
    super(message);
    this.name = 'VisitorApiError';
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const issues = Array.isArray(answer.issues) ? (answer.issues as { message: string }[]) : [];
    const message =
      issues.map((issue) => issue.message).join('. ') ||
      (typeof answer.error === 'string' ? answer.error : `Request failed (${response.status})`);
    const reasons = Array.isArray(answer.reasons) ? (answer.reasons as string[]) : [];
    throw new VisitorApiError(response.status, message, typeof answer.code === 'string' ? answer.code : null, reasons);
  }
  return answer as T;
}

type Signed = { visitor: Visitor | null };
type Credentials = { email: string; password: string };

/** The visitor API of the server (`/api/account/*`), called from the browser only. */
export const visitorApi = {
  session: () => call<Signed>('GET', '/api/account/session'),
  signIn: (credentials: Credentials) => call<Signed>('POST', '/api/account/sign-in', credentials),
  signUp: (credentials: Credentials) => call<Signed>('POST', '/api/account/sign-up', credentials),
  sendLink: (email: string) => call<{ sent: boolean }>('POST', '/api/account/sign-in-link', { email }),
  exchange: (code: string) => call<Signed>('POST', '/api/account/exchange', { code }),
  signOut: () => call<Signed>('POST', '/api/account/sign-out'),
  deleteAccount: () => call<Signed>('DELETE', '/api/account'),
  savedHomes: () => call<{ homes: SavedHomeView[] }>('GET', '/api/account/saved-homes'),
  savedHomeIds: () => call<{ ids: string[] }>('GET', '/api/account/saved-homes/ids'),
  saveHome: (listingId: string) => call('PUT', `/api/account/saved-homes/${encodeURIComponent(listingId)}`),
  removeHome: (listingId: string) => call('DELETE', `/api/account/saved-homes/${encodeURIComponent(listingId)}`),
  savedSearches: () => call<{ searches: SavedSearch[] }>('GET', '/api/account/saved-searches'),
  saveSearch: (input: { view: SavedSearchView; query: Record<string, string>; name: string; alertFrequency: string }) =>
    call<{ search: SavedSearch }>('POST', '/api/account/saved-searches', input),
  changeSearch: (id: string, change: { name?: string; alertFrequency?: string }) =>
    call<{ search: SavedSearch }>('PATCH', `/api/account/saved-searches/${encodeURIComponent(id)}`, change),
  removeSearch: (id: string) => call('DELETE', `/api/account/saved-searches/${encodeURIComponent(id)}`),
  stopAlerts: () => call('POST', '/api/account/saved-searches/stop-alerts'),
  coBuyer: () => call<CoBuyerState>('GET', '/api/account/co-buyer'),
  inviteCoBuyer: (email: string) => call('POST', '/api/account/co-buyer/invitations', { email }),
  acceptCoBuyer: (invitation: string) => call('POST', '/api/account/co-buyer/accept', { invitation }),
  stopCoBuyer: (id: string) => call('DELETE', `/api/account/co-buyer/${encodeURIComponent(id)}`),
  alertSettings: () => call<{ savedHomes: boolean }>('GET', '/api/account/alert-settings'),
  setSavedHomeAlerts: (on: boolean) =>
    call<{ savedHomes: boolean }>('PUT', '/api/account/alert-settings', { savedHomes: on }),
};
