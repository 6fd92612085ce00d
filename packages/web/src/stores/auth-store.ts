import { proxy } from 'valtio';
import { errorMessageOr, type AuthEvent, type AuthUser, type ProfileChange, type SignOutScope } from '@app/domain';
import type { AuthAnswer, AuthClient } from '../features/auth/auth-client.ts';

export interface AuthState {
  /** 'unknown' until the first answer (INITIAL_SESSION). */
  status: 'unknown' | 'signed-in' | 'signed-out';
  user: AuthUser | null;
  /** When the session's access token expires (seconds since the epoch). */
  expiresAt: number | null;
  lastEvent: AuthEvent | null;
  error: string | null;
}

export type AuthListener = (event: AuthEvent, user: AuthUser | null) => void;
export type AuthStore = ReturnType<typeof createAuthStore>;

/** The admin area's session as the browser knows it, with the spec's auth events. */
export function createAuthStore(deps: { client: AuthClient }) {
  const state = proxy<AuthState>({ status: 'unknown', user: null, expiresAt: null, lastEvent: null, error: null });
  const listeners = new Set<AuthListener>();

  function apply(answer: AuthAnswer): AuthAnswer {
    state.user = answer.user;
    state.expiresAt = answer.expiresAt;
    state.status = answer.user === null ? 'signed-out' : 'signed-in';
    state.lastEvent = answer.event;
    state.error = null;
    for (const listener of listeners) listener(answer.event, answer.user);
    return answer;
  }

  async function run(call: () => Promise<AuthAnswer>): Promise<AuthAnswer> {
    try {
      return apply(await call());
    } catch (error) {
      state.error = errorMessageOr(error, 'Something went wrong. Please try again.');
      throw error;
    }
  }

  return {
    state,
    /** Calls the listener on every auth event; answers the unsubscribe function. */
    onAuthStateChange(listener: AuthListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    init: () => run(() => deps.client.session()),
    signIn: (email: string, password: string) => run(() => deps.client.signIn(email, password)),
    signOut: (scope: SignOutScope = 'local') => run(() => deps.client.signOut(scope)),
    refresh: () => run(() => deps.client.refresh()),
    exchangeCode: (code: string) => run(() => deps.client.exchangeCode(code)),
    updatePassword: (password: string, currentPassword?: string) =>
      run(() => deps.client.updatePassword(password, currentPassword)),
    updateProfile: (change: ProfileChange) => run(() => deps.client.updateProfile(change)),
    verifyTotp: (factorId: string, code: string) => run(() => deps.client.verifyTotp(factorId, code)),
    /** Two-step sign-in's calls that change no session state. */
    twoStep: {
      listFactors: () => deps.client.listFactors(),
      enrollTotp: () => deps.client.enrollTotp(),
      unenroll: (factorId: string, code: string) => deps.client.unenroll(factorId, code),
    },
    recover: (email: string) => deps.client.recover(email),
  };
}
