import { describe, expect, it } from 'vitest';
import { assetsFromManifest } from './web-bundle.ts';

describe(assetsFromManifest, () => {
  it('links the entry script, preloads what it imports, and links every stylesheet once, the entry first', () => {
    const assets = assetsFromManifest({
      'src/features/home/home-page.tsx': { file: 'assets/home.js', css: ['assets/home.css'], imports: ['_shared.js'] },
      'src/entry-client.tsx': { file: 'assets/entry.js', css: ['assets/entry.css'], imports: ['_vendor.js', '_shared.js'], isEntry: true },
      '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
    });
    expect(assets).toEqual({
      scripts: ['/assets/entry.js'],
      styles: ['/assets/entry.css', '/assets/vendor.css', '/assets/home.css'],
      preloads: ['/assets/vendor.js', '/assets/shared.js'],
    });
  });

  it('refuses a manifest without the client entry', () => {
    expect(() => assetsFromManifest({})).toThrow('no src/entry-client.tsx entry');
  });
});
