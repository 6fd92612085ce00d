import { useSyncExternalStore } from 'react';

/** Why the sign-in prompt opened, and what to do once the visitor is signed in. */
export interface SignInRequest {
  readonly reason: 'save-home' | 'save-search';
  readonly listingId?: string;
  readonly then: () => void;
}

/** The listing a visitor wanted to save before leaving to sign in by a mailed link (finished on return). */
export const PENDING_SAVE_KEY = 'palmetto-pending-save';

let request: SignInRequest | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Opens the soft sign-in prompt. Browsing never needs an account: only saving does. */
export function requestSignIn(next: SignInRequest): void {
  request = next;
  if (next.listingId !== undefined) {
    try {
      window.localStorage.setItem(PENDING_SAVE_KEY, next.listingId);
    } catch {
      // storage refused: the save is finished only in this tab
    }
  }
  notify();
}

/** Closes the prompt; `signedIn` runs what was asked for. */
export function closeSignIn(signedIn: boolean): void {
  const done = request;
  request = null;
  notify();
  if (signedIn) {
    try {
      window.localStorage.removeItem(PENDING_SAVE_KEY);
    } catch {
      // nothing kept
    }
    done?.then();
  }
}

export function useSignInRequest(): SignInRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => request,
    () => null,
  );
}
