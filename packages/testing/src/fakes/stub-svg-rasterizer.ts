import type { SvgRasterizer } from '@app/domain';
import { IMAGE_FIXTURES } from '../fixtures/image-fixtures.ts';

/** An SvgRasterizer that answers the PNG fixture (which StubImageProcessor reads) for any SVG and counts its calls. */
export class StubSvgRasterizer implements SvgRasterizer {
  calls = 0;

  async rasterizedSvg(): Promise<Uint8Array> {
    this.calls += 1;
    return IMAGE_FIXTURES.png;
  }
}
