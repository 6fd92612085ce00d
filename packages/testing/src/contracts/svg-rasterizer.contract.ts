import { describe, expect, it } from 'vitest';
import { sniffImageType, type SvgRasterizer } from '@app/domain';

/** A small landscape SVG (1200 × 800), as the demo pictures are. */
export const LANDSCAPE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">' +
  '<rect width="1200" height="800" fill="#1a6ea0"/><circle cx="600" cy="400" r="200" fill="#f4b942"/></svg>';

/** Declares the behaviour every SvgRasterizer must have. */
export function svgRasterizerContract(name: string, make: () => SvgRasterizer): void {
  describe(`SvgRasterizer contract: ${name}`, () => {
    it('draws an SVG as a JPEG or PNG the library accepts', async () => {
      const bytes = await make().rasterizedSvg(LANDSCAPE_SVG, 600);
      expect(['image/jpeg', 'image/png']).toContain(sniffImageType(bytes));
    });
  });
}
