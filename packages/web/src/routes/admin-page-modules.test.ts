import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addPageModuleKeys } from '../../build/page-module-keys.ts';
import { ADMIN_PAGE_INDEX } from './admin-page.ts';
import { ADMIN_PAGE_MODULES } from './admin-page-modules.ts';

const WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const INDEX_FILE = resolve(WEB_ROOT, 'src/routes/admin-page-modules.ts');

/** The key the build gives a `lazyPage(() => import(specifier))` written in the index (build/page-module-keys.ts). */
function buildKey(specifier: string): string | undefined {
  return /, "([^"]+)"/.exec(addPageModuleKeys(`lazyPage(() => import('${specifier}'))`, INDEX_FILE, WEB_ROOT))?.[1];
}

describe('the admin page index', () => {
  it('names each page by the key the build gives its module', () => {
    const entries = [...readFileSync(INDEX_FILE, 'utf8').matchAll(/'([^']+)':\s*\(\) =>\s*import\('([^']+)'\)/g)];
    expect(entries.map(([, key]) => key)).toEqual(Object.keys(ADMIN_PAGE_MODULES));
    for (const [, key, specifier] of entries) expect(buildKey(specifier ?? '')).toBe(key);
  });

  it('is itself the module ADMIN_PAGE_INDEX names', () => {
    expect(resolve(WEB_ROOT, ADMIN_PAGE_INDEX)).toBe(INDEX_FILE);
    expect(existsSync(INDEX_FILE)).toBe(true);
  });
});
