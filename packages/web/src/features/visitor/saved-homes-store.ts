import { sendProductEvent } from '../analytics/browser-analytics.ts';
import { useEffect, useSyncExternalStore } from 'react';
import { hasVisitorMark } from './visitor-mark.ts';
import { requestSignIn } from './visitor-prompt-store.ts';

/**
 * The hearts' store: which homes the signed-in visitor saved. A plain module (no Mantine, no auth code), so every
 * card can show a heart at no cost to the first load. The ids are asked for once after hydration and only when the
 * visitor mark cookie says someone is signed in; anonymous visitors never call the server and the server-rendered
 * (shared, cached) page needs none of it.
 */
interface SavedHomesState {
  readonly signedIn: boolean;
  readonly ids: ReadonlySet<string>;
}

/** The three calls the hearts make, by hand: the full visitor API client stays out of the pages' code. */
async function heartCall(method: 'GET' | 'PUT' | 'DELETE', listingId?: string): Promise<Response> {
  const path =
    listingId === undefined
      ? '/api/account/saved-homes/ids'
      : `/api/account/saved-homes/${encodeURIComponent(listingId)}`;
  const response = await fetch(path, { method, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Saved homes answered ${response.status}`);
  return response;
}

let state: SavedHomesState = { signedIn: false, ids: new Set() };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: SavedHomesState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks for the saved ids (once), when the visitor mark says someone is signed in. */
export function loadSavedHomes(force = false): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  if (loading !== null && !force) return loading;
  loading = (async () => {
    if (!hasVisitorMark(document.cookie)) {
      set({ signedIn: false, ids: new Set() });
      return;
    }
    try {
      const { ids } = (await (await heartCall('GET')).json()) as { ids: string[] };
      set({ signedIn: true, ids: new Set(ids) });
    } catch {
      set({ signedIn: false, ids: new Set() });
    }
  })();
  return loading;
}

/** Saves or removes a home for the signed-in visitor; a visitor not signed in is asked to first, then it is saved. */
export async function toggleSavedHome(listingId: string): Promise<void> {
  await loadSavedHomes();
  if (!state.signedIn) {
    requestSignIn({ reason: 'save-home', listingId, then: () => void saveAfterSignIn(listingId) });
    return;
  }
  const saved = state.ids.has(listingId);
  const ids = new Set(state.ids);
  if (saved) ids.delete(listingId);
  else ids.add(listingId);
  set({ ...state, ids });
  try {
    await heartCall(saved ? 'DELETE' : 'PUT', listingId);
    // GA4's recommended event for a favourite (with consent; the first-party count either way).
    if (!saved) sendProductEvent('add_to_wishlist', { listing_id: listingId });
  } catch {
    await loadSavedHomes(true);
  }
}

async function saveAfterSignIn(listingId: string): Promise<void> {
  await loadSavedHomes(true);
  if (!state.signedIn || state.ids.has(listingId)) return;
  await toggleSavedHome(listingId);
}

/** After signing out or deleting the account. */
export function forgetSavedHomes(): void {
  loading = Promise.resolve();
  set({ signedIn: false, ids: new Set() });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a home is saved (false on the server and until the ids arrive). */
export function useSavedHome(listingId: string): boolean {
  useEffect(() => {
    void loadSavedHomes();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => state.ids.has(listingId),
    () => false,
  );
}

/** Whether a visitor is signed in (false on the server). */
export function useVisitorSignedIn(): boolean {
  useEffect(() => {
    void loadSavedHomes();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => state.signedIn,
    () => false,
  );
}
