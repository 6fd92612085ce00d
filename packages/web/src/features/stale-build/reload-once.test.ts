import { describe, expect, it, vi } from 'vitest';
import { RELOAD_TTL_MS } from '@app/domain';
import { isChunkLoadError, reloadOnce, type ReloadEnvironment } from './reload-once.ts';

function environment(path = '/search') {
  const saved = new Map<string, string>();
  let now = 100_000;
  const env: ReloadEnvironment = {
    storage: { getItem: (key) => saved.get(key) ?? null, setItem: (key, value) => void saved.set(key, value) },
    now: () => now,
    path: () => path,
    reload: vi.fn(),
  };
  return { env, advance: (ms: number) => (now += ms) };
}

describe(reloadOnce, () => {
  it('reloads at most once per 10 s for the same path', () => {
    const { env, advance } = environment();
    expect(reloadOnce(env)).toBe(true);
    advance(RELOAD_TTL_MS - 1);
    expect(reloadOnce(env)).toBe(false);
    advance(1);
    expect(reloadOnce(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('keeps separate clocks per path', () => {
    const search = environment('/search');
    expect(reloadOnce(search.env)).toBe(true);
    const other = { ...search.env, path: () => '/about', reload: vi.fn() };
    expect(reloadOnce(other)).toBe(true);
  });
});

describe(isChunkLoadError, () => {
  it('recognises failed dynamic imports of the major browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
