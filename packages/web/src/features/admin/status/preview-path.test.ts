import { describe, expect, it } from 'vitest';
import { previewAddress } from './preview-path.ts';

describe(previewAddress, () => {
  it('puts the token in the preview parameter, keeping the path and any query', () => {
    expect(previewAddress('/resources/local-history/a-draft', 'article.1.2.sig')).toBe(
      '/resources/local-history/a-draft?preview=article.1.2.sig',
    );
    expect(previewAddress('/search?city=Naples', 't')).toBe('/search?city=Naples&preview=t');
  });
});
