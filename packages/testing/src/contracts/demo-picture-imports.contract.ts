import { describe, expect, it } from 'vitest';
import type { DemoPictureImports } from '@app/domain';
import { useContractFixture } from './contract-fixture.ts';

/** What the demo picture imports contract needs: the port, and content records that show a picture. */
export interface DemoPictureImportsFixture {
  readonly imports: DemoPictureImports;
  /** Creates a content record (e.g. an agent) showing the picture; returns a key for `pictureOf`. */
  show(picture: { url: string; alt: string }): Promise<string>;
  /** The picture the record shows and its version. */
  pictureOf(key: string): Promise<{ url: string; alt: string; version: number }>;
  reset(): Promise<void>;
  close?(): Promise<void>;
}

const DEMO = '/media/demo/portrait/3.svg';
const OTHER = '/media/demo/pier/21.svg';
const IMAGE = '00000000-0000-4000-8000-00000000000a';
const LIBRARY = `/media/images/${IMAGE}/960.webp`;

/** Declares the behaviour every DemoPictureImports must have. */
export function demoPictureImportsContract(name: string, setup: () => Promise<DemoPictureImportsFixture>): void {
  describe(`DemoPictureImports contract: ${name}`, () => {
    const fixture = useContractFixture(setup);

    it('knows no import at first, and which demo addresses records show', async () => {
      const { imports, show } = fixture();
      expect([...(await imports.importedUrls())]).toEqual([]);
      expect([...(await imports.shownUrls([DEMO, OTHER]))]).toEqual([]);
      await show({ url: DEMO, alt: 'Amelia Delgado' });
      await show({ url: DEMO, alt: 'Our agent' });
      await show({ url: '/media/demo/pier/22.svg', alt: 'Another pier' });
      expect([...(await imports.shownUrls([DEMO, OTHER]))]).toEqual([DEMO]);
      expect([...(await imports.shownUrls([OTHER]))]).toEqual([]);
      expect([...(await imports.shownUrls([]))]).toEqual([]);
    });

    it('points every record showing the demo address at the library, keeping alt text, bumping the version', async () => {
      const { imports, show, pictureOf } = fixture();
      const first = await show({ url: DEMO, alt: 'Amelia Delgado' });
      const second = await show({ url: DEMO, alt: 'Our agent' });
      const other = await show({ url: OTHER, alt: 'A pier' });
      const before = await pictureOf(first);
      expect(await imports.completeImport(DEMO, IMAGE, LIBRARY)).toBe(2);
      expect(await pictureOf(first)).toEqual({ url: LIBRARY, alt: 'Amelia Delgado', version: before.version + 1 });
      expect(await pictureOf(second)).toMatchObject({ url: LIBRARY, alt: 'Our agent' });
      expect(await pictureOf(other)).toMatchObject({ url: OTHER });
      expect([...(await imports.importedUrls())]).toEqual([DEMO]);
      expect([...(await imports.shownUrls([DEMO, OTHER]))]).toEqual([OTHER]);
    });

    it('does nothing when the address was imported before', async () => {
      const { imports, show, pictureOf } = fixture();
      await imports.completeImport(DEMO, IMAGE, LIBRARY);
      const later = await show({ url: DEMO, alt: 'Put back by hand' });
      expect(await imports.completeImport(DEMO, IMAGE, '/media/images/other/960.webp')).toBe(0);
      expect(await pictureOf(later)).toMatchObject({ url: DEMO });
    });
  });
}
