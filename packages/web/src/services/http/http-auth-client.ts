import { AuthError, WeakPasswordError, type AuthErrorCode, type AuthFactor, type TotpEnrolment } from '@app/domain';
import type { AuthAnswer, AuthClient } from '../../features/auth/auth-client.ts';
import type { FetchLike } from './app-fetch.ts';

interface FailureBody {
  error?: string;
  code?: AuthErrorCode;
  reasons?: string[];
}

async function call<T>(fetchFn: FetchLike, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetchFn(url, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (response.ok) return (await response.json()) as T;
  const failure = (await response.json().catch(() => ({}))) as FailureBody;
  if (failure.code === 'weak_password') throw new WeakPasswordError(failure.reasons ?? []);
  const retryable = response.status >= 502 && response.status <= 504;
  throw new AuthError(
    failure.code ?? (retryable ? 'retryable_fetch_error' : 'validation_failed'),
    failure.error ?? `Request failed with status ${response.status}`,
  );
}

/** The AuthClient over our API's /api/auth/* endpoints. */
export function createHttpAuthClient(fetchFn: FetchLike): AuthClient {
  return {
    session: () => call<AuthAnswer>(fetchFn, 'GET', '/api/auth/session'),
    signIn: (email, password) => call<AuthAnswer>(fetchFn, 'POST', '/api/auth/sign-in', { email, password }),
    signOut: (scope = 'local') => call<AuthAnswer>(fetchFn, 'POST', `/api/auth/sign-out?scope=${scope}`, {}),
    refresh: () => call<AuthAnswer>(fetchFn, 'POST', '/api/auth/refresh', {}),
    recover: async (email) => {
      await call(fetchFn, 'POST', '/api/auth/recover', { email });
    },
    exchangeCode: (code) => call<AuthAnswer>(fetchFn, 'POST', '/api/auth/exchange', { code }),
    updatePassword: (password, currentPassword) =>
      call<AuthAnswer>(fetchFn, 'PUT', '/api/auth/user', {
        password,
        ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
      }),
    updateProfile: ({ name, email, currentPassword }) =>
      call<AuthAnswer>(fetchFn, 'PUT', '/api/auth/profile', {
        name,
        email,
        ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
      }),
    listFactors: async () => (await call<{ factors: AuthFactor[] }>(fetchFn, 'GET', '/api/auth/factors')).factors,
    enrollTotp: () => call<TotpEnrolment>(fetchFn, 'POST', '/api/auth/factors', {}),
    verifyTotp: (factorId, code) =>
      call<AuthAnswer>(fetchFn, 'POST', `/api/auth/factors/${encodeURIComponent(factorId)}/verify`, { code }),
    unenroll: async (factorId, code) => {
      await call(fetchFn, 'DELETE', `/api/auth/factors/${encodeURIComponent(factorId)}`, { code });
    },
  };
}
