import { describe, expect, it } from 'vitest';
import { assetsFromManifest } from './web-bundle.ts';

describe(assetsFromManifest, () => {
  it('links the entry script, its CSS and the CSS and chunks it imports, once each', () => {
    const assets = assetsFromManifest({
      'src/entry-client.tsx': { file: 'assets/entry.js', css: ['assets/entry.css'], imports: ['_vendor.js', '_shared.js'], isEntry: true },
      '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
    });
    expect(assets).toEqual({
      scripts: ['/assets/entry.js'],
      styles: ['/assets/entry.css', '/assets/vendor.css'],
      preloads: ['/assets/vendor.js', '/assets/shared.js'],
    });
  });

  it('refuses a manifest without the client entry', () => {
    expect(() => assetsFromManifest({})).toThrow('no src/entry-client.tsx entry');
  });
});
