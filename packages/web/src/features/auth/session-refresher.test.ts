import { describe, expect, it } from 'vitest';
import { AuthError } from '@app/domain';
import { createAuthStore } from '../../stores/auth-store.ts';
import type { AuthAnswer, AuthClient } from './auth-client.ts';
import { refreshWithRetry, startSessionRefresher, type RefresherEnvironment } from './session-refresher.ts';

const USER = {
  id: 'u1',
  email: 'maria@palmetto.example',
  role: 'admin' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
};

function setUp(refreshAnswers: (() => Promise<AuthAnswer>)[]) {
  let now = 1_000_000_000_000;
  let tick: () => void = () => undefined;
  let visible = true;
  const calls: string[] = [];
  const client = {
    refresh: () => {
      calls.push('refresh');
      const next = refreshAnswers.shift();
      return next
        ? next()
        : Promise.resolve({ event: 'TOKEN_REFRESHED', user: USER, expiresAt: now / 1000 + 3600 } as AuthAnswer);
    },
  } as unknown as AuthClient;
  const store = createAuthStore({ client });
  const env: RefresherEnvironment = {
    clock: { now: () => now },
    isVisible: () => visible,
    every: (_ms, callback) => {
      tick = callback;
      return () => undefined;
    },
    sleep: async (ms) => {
      now += ms;
    },
  };
  return {
    store,
    env,
    calls,
    sign: (expiresInSeconds: number) =>
      Object.assign(store.state, { status: 'signed-in', user: USER, expiresAt: now / 1000 + expiresInSeconds }),
    tick: async () => {
      tick();
      for (let i = 0; i < 20; i++) await Promise.resolve();
    },
    hide: () => {
      visible = false;
    },
  };
}

describe(startSessionRefresher, () => {
  it('refreshes within 3 ticks (90 s) of expiry, not before', async () => {
    const kit = setUp([]);
    startSessionRefresher(kit.store, kit.env);
    kit.sign(120);
    await kit.tick();
    expect(kit.calls).toEqual([]);
    kit.sign(90);
    await kit.tick();
    expect(kit.calls).toEqual(['refresh']);
    expect(kit.store.state.lastEvent).toBe('TOKEN_REFRESHED');
  });

  it('does nothing while the tab is hidden', async () => {
    const kit = setUp([]);
    startSessionRefresher(kit.store, kit.env);
    kit.sign(30);
    kit.hide();
    await kit.tick();
    expect(kit.calls).toEqual([]);
  });
});

describe(refreshWithRetry, () => {
  it('retries a retryable failure with growing waits, then succeeds', async () => {
    const failure = () => Promise.reject(new AuthError('retryable_fetch_error', 'Service unavailable'));
    const kit = setUp([failure, failure]);
    kit.sign(30);
    await refreshWithRetry(kit.store, kit.env);
    expect(kit.calls).toEqual(['refresh', 'refresh', 'refresh']);
    expect(kit.store.state.status).toBe('signed-in');
  });

  it('signs out at once when the refresh token is refused', async () => {
    const kit = setUp([
      () => Promise.reject(new AuthError('refresh_token_reused', 'Invalid Refresh Token: Already Used')),
    ]);
    kit.sign(30);
    await refreshWithRetry(kit.store, kit.env);
    expect(kit.calls).toEqual(['refresh']);
    expect(kit.store.state.status).toBe('signed-out');
  });
});
