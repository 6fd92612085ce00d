import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entryFiles,
  pageChunkFiles,
  routerAssetManifest,
  withoutChunkPreloads,
  type BuildManifest,
} from './route-assets.ts';

const manifest: BuildManifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry.js',
    css: ['assets/entry.css'],
    imports: ['_react.js', '_button.js'],
    assets: [
      'assets/playfair-display-latin-600-normal-abc.woff2',
      'assets/playfair-display-greek-600-normal-def.woff2',
      'assets/other-latin-600-normal-ghi.woff2',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_button.js': { file: 'assets/button.js', css: ['assets/button.css'] },
  '_card.js': { file: 'assets/card.js', css: ['assets/card.css'], imports: ['_button.js'] },
  'src/features/home/home-page.tsx': {
    file: 'assets/home.js',
    css: ['assets/home.css'],
    imports: ['_card.js', '_react.js'],
  },
  'src/features/admin/admin-layout.tsx': {
    file: 'assets/admin.js',
    css: ['assets/admin.css'],
    imports: ['_button.js'],
  },
  'src/features/admin/seo/seo-page.tsx': { file: 'assets/seo.js', css: ['assets/seo.css'] },
};

const routes = [
  { id: '/', fullPath: '/', pageModules: ['src/features/home/home-page.tsx'] },
  {
    id: '/admin/seo-aeo',
    fullPath: '/admin/seo-aeo',
    pageModules: ['src/features/admin/seo/seo-page.tsx', 'src/features/admin/admin-layout.tsx'],
  },
  { id: '/contact-us', fullPath: '/contact-us', pageModules: [] },
];

describe(entryFiles, () => {
  it("names the entry's script, the chunks it imports, its CSS and the Latin heading font", () => {
    expect(entryFiles(manifest)).toEqual({
      script: '/assets/entry.js',
      preloads: ['/assets/react.js', '/assets/button.js'],
      styles: ['/assets/entry.css', '/assets/button.css'],
      fonts: ['/assets/playfair-display-latin-600-normal-abc.woff2'],
    });
  });

  it('refuses a manifest without the client entry', () => {
    expect(() => entryFiles({})).toThrow('no src/entry-client.tsx entry');
  });
});

describe(routerAssetManifest, () => {
  it("gives the root the shell's files and each page only its own files beyond the shell", () => {
    expect(routerAssetManifest(manifest, routes, '__root__')).toEqual({
      routes: {
        __root__: {
          preloads: ['/assets/react.js', '/assets/button.js'],
          css: ['/assets/entry.css', '/assets/button.css'],
        },
        '/': { preloads: ['/assets/home.js', '/assets/card.js'], css: ['/assets/home.css', '/assets/card.css'] },
        '/admin/seo-aeo': {
          preloads: ['/assets/seo.js', '/assets/admin.js'],
          css: ['/assets/seo.css', '/assets/admin.css'],
        },
      },
    });
  });

  it('keeps admin CSS off public pages', () => {
    const assets = routerAssetManifest(manifest, routes, '__root__');
    const publicCss = [...(assets.routes['__root__']?.css ?? []), ...(assets.routes['/']?.css ?? [])];
    for (const css of publicCss) expect(JSON.stringify(css)).not.toMatch(/admin|seo/);
  });

  it('inlines the CSS when given the stylesheets', () => {
    const stylesheets = { '/assets/entry.css': 'body{margin:0}' };
    expect(routerAssetManifest(manifest, routes, '__root__', stylesheets).inlineCss).toEqual({ styles: stylesheets });
  });

  it('never repeats a file of the shell on a page, whatever the pages import', () => {
    const chunkKeys = ['_react.js', '_button.js', '_card.js'];
    fc.assert(
      fc.property(fc.subarray(chunkKeys), (imports) => {
        const withPage: BuildManifest = { ...manifest, 'src/p.tsx': { file: 'assets/p.js', imports } };
        const assets = routerAssetManifest(
          withPage,
          [{ id: '/p', fullPath: '/p', pageModules: ['src/p.tsx'] }],
          '__root__',
        );
        const shell = new Set([
          ...(assets.routes['__root__']?.preloads ?? []),
          ...(assets.routes['__root__']?.css ?? []),
        ]);
        const page = [...(assets.routes['/p']?.preloads ?? []), ...(assets.routes['/p']?.css ?? [])];
        expect(page.filter((file) => shell.has(typeof file === 'string' ? file : file.href))).toEqual([]);
        expect(page).toContain('/assets/p.js');
      }),
    );
  });
});

describe(withoutChunkPreloads, () => {
  it("keeps every route's stylesheets and the inlined CSS, and links no chunk", () => {
    const stylesheets = { '/assets/entry.css': 'body{margin:0}' };
    const full = routerAssetManifest(manifest, routes, '__root__', stylesheets);
    const stripped = withoutChunkPreloads(full);
    expect(stripped.inlineCss).toEqual(full.inlineCss);
    expect(Object.keys(stripped.routes)).toEqual(Object.keys(full.routes));
    for (const [id, route] of Object.entries(stripped.routes)) {
      expect(route).toEqual({ css: full.routes[id]?.css });
    }
  });
});

describe(pageChunkFiles, () => {
  it('names the own chunk of the pages at the given paths, not what they import', () => {
    expect(pageChunkFiles(manifest, routes, ['/', '/contact-us'])).toEqual(['/assets/home.js']);
    expect(pageChunkFiles(manifest, routes, ['/nowhere'])).toEqual([]);
  });
});
