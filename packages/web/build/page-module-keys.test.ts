import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPageModuleKeys } from './page-module-keys.ts';

const ROOT = '/repo/packages/web';

describe(addPageModuleKeys, () => {
  it("adds the imported module's manifest key as the second argument", () => {
    const code = "component: lazyPage(() => import('../features/search/search-page.tsx')),";
    expect(addPageModuleKeys(code, `${ROOT}/src/routes/search.routes.tsx`, ROOT)).toBe(
      'component: lazyPage(() => import(\'../features/search/search-page.tsx\'), "src/features/search/search-page.tsx"),',
    );
  });

  it('rewrites every call of a file and leaves other code alone', () => {
    const code =
      "const a = lazyPage(() => import('./a-page.tsx'));\nconst b = import('./b.ts');\nconst c = lazyPage(() => import('../x/c-page.tsx'));";
    const next = addPageModuleKeys(code, `${ROOT}/src/routes/r.tsx`, ROOT);
    expect(next).toContain('"src/routes/a-page.tsx"');
    expect(next).toContain('"src/x/c-page.tsx"');
    expect(next).toContain("const b = import('./b.ts');");
  });

  it('leaves package imports alone (they are not page modules)', () => {
    const code = "lazyPage(() => import('some-package'))";
    expect(addPageModuleKeys(code, `${ROOT}/src/routes/r.tsx`, ROOT)).toBe(code);
  });

  it('the key is always the path from the root, whatever folder the call is in', () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        (callerDirs, pageDirs) => {
          const caller = `${ROOT}/src/${callerDirs.join('/')}/file.tsx`;
          const specifier = `${'../'.repeat(callerDirs.length)}${pageDirs.join('/')}/page.tsx`;
          const next = addPageModuleKeys(`lazyPage(() => import('${specifier}'))`, caller, ROOT);
          expect(next).toContain(JSON.stringify(`src/${pageDirs.join('/')}/page.tsx`));
        },
      ),
    );
  });
});
