import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** `lazyPage(() => import('…'))` with the imported path captured. */
const LAZY_PAGE_CALL = /lazyPage\(\s*\(\) =>\s*import\('([^']+)'\)/g;

/**
 * Adds the build manifest's key of the imported module (its path from the web package root,
 * e.g. `src/features/search/search-page.tsx`) as the second argument of each
 * `lazyPage(() => import('…'))` in a source file, so the server can link exactly the CSS and
 * chunks of the page it renders.
 */
export function addPageModuleKeys(code: string, fileId: string, root: string): string {
  return code.replace(LAZY_PAGE_CALL, (call: string, specifier: string) => {
    if (!specifier.startsWith('.')) return call;
    const key = relative(root, resolve(dirname(fileId), specifier))
      .split('\\')
      .join('/');
    return `${call}, ${JSON.stringify(key)}`;
  });
}

/** The Vite plugin around addPageModuleKeys, for the app's own source files. */
export function pageModuleKeys(): Plugin {
  let root = process.cwd();
  return {
    name: 'page-module-keys',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const isAppSource = id.startsWith(`${root}/src/`) && /\.tsx?$/.test(id) && !/\.test\.tsx?$/.test(id);
      if (!isAppSource || !code.includes('lazyPage(')) return null;
      const next = addPageModuleKeys(code, id, root);
      return next === code ? null : { code: next, map: null };
    },
  };
}
