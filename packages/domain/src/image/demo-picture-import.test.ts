import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  InMemoryDemoPictureImports,
  InMemoryImageRepository,
  InMemoryImageStorage,
  StubImageProcessor,
  StubSvgRasterizer,
} from '@app/testing';
import { importDemoPictures, type DemoPictureToImport } from './demo-picture-import.ts';
import { createImageLibrary } from './image-library.ts';
import { normalizeImageQuery } from './image-query.ts';

const AMELIA: DemoPictureToImport = {
  demoUrl: '/media/demo/portrait/3.svg',
  alt: 'Amelia Delgado smiling',
  fileName: 'agent-amelia-delgado.jpg',
};
const PIER: DemoPictureToImport = {
  demoUrl: '/media/demo/pier/21.svg',
  alt: 'A wooden fishing pier',
  fileName: 'community-fort-myers-beach.jpg',
};

function setup(pictures: readonly DemoPictureToImport[] = [AMELIA, PIER]) {
  const images = new InMemoryImageRepository();
  const storage = new InMemoryImageStorage();
  const imports = new InMemoryDemoPictureImports();
  const rasterizer = new StubSvgRasterizer();
  let next = 0;
  const library = createImageLibrary({
    images,
    storage,
    processor: new StubImageProcessor(),
    findUsages: async () => [],
    newId: () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`,
  });
  const run = (stopping?: () => boolean, concurrency?: number) =>
    importDemoPictures({
      ...(stopping === undefined ? {} : { stopping }),
      ...(concurrency === undefined ? {} : { concurrency }),
      pictures,
      drawSvg: (url) => (url.startsWith('/media/demo/') ? '<svg xmlns="http://www.w3.org/2000/svg"/>' : null),
      rasterizer,
      library,
      imports,
      uploadedBy: 'Demo data',
      width: 1200,
    });
  const stored = async () => (await images.list(normalizeImageQuery({ perPage: 100 }))).items;
  return { images, storage, imports, rasterizer, run, stored };
}

describe(importDemoPictures, () => {
  it('uploads each shown picture with its alt text and file name, then points the records at the library', async () => {
    const { imports, run, stored } = setup();
    imports.show('agents:1:photo', { url: AMELIA.demoUrl, alt: AMELIA.alt });
    imports.show('testimonials:1:photo', { url: AMELIA.demoUrl, alt: 'Our agent' });
    imports.show('communities:1:hero', { url: PIER.demoUrl, alt: PIER.alt });

    expect(await run()).toEqual({ imported: 2, records: 3, alreadyImported: 0, notShown: 0 });

    const images = await stored();
    const amelia = images.find((image) => image.fileName.startsWith('agent-amelia-delgado.'));
    expect(amelia).toMatchObject({ alt: AMELIA.alt, contentType: 'image/png', uploadedBy: 'Demo data' });
    expect(amelia?.variants.length).toBeGreaterThan(0);
    expect(imports.pictureOf('agents:1:photo')).toEqual({
      url: `/media/images/${amelia?.id}/${amelia?.variants.at(-1)?.width}.webp`,
      alt: AMELIA.alt,
      version: 2,
    });
    expect(imports.pictureOf('testimonials:1:photo')).toMatchObject({ alt: 'Our agent', version: 2 });
    expect(imports.pictureOf('testimonials:1:photo')?.url).toContain(`/media/images/${amelia?.id}/`);
  });

  it('leaves a picture alone when no record shows it any more (an admin chose another)', async () => {
    const { imports, run, stored, rasterizer } = setup();
    imports.show('agents:1:photo', { url: '/media/images/chosen/960.webp', alt: 'Chosen by the office' });
    imports.show('communities:1:hero', { url: PIER.demoUrl, alt: PIER.alt });
    expect(await run()).toEqual({ imported: 1, records: 1, alreadyImported: 0, notShown: 1 });
    expect((await stored()).map((image) => image.fileName)).toEqual(['community-fort-myers-beach.jpg']);
    expect(imports.pictureOf('agents:1:photo')?.url).toBe('/media/images/chosen/960.webp');
    expect(rasterizer.calls).toBe(1);
  });

  it('stops between pictures when asked, and the next run does the rest', async () => {
    const { imports, run, stored, rasterizer } = setup();
    imports.show('agents:1:photo', { url: AMELIA.demoUrl, alt: AMELIA.alt });
    imports.show('communities:1:hero', { url: PIER.demoUrl, alt: PIER.alt });
    expect(await run(() => rasterizer.calls >= 1)).toMatchObject({ imported: 1 });
    expect(await stored()).toHaveLength(1);
    expect(await run()).toMatchObject({ imported: 1, alreadyImported: 1 });
    expect(await stored()).toHaveLength(2);
  });

  it('imports an address listed twice once', async () => {
    const { imports, run, stored } = setup([AMELIA, { ...AMELIA, fileName: 'testimonial-x.jpg' }]);
    imports.show('agents:1:photo', { url: AMELIA.demoUrl, alt: AMELIA.alt });
    expect(await run()).toMatchObject({ imported: 1 });
    expect(await stored()).toHaveLength(1);
  });

  it('does nothing the second time (the imports are remembered)', async () => {
    const { imports, run, rasterizer } = setup();
    imports.show('agents:1:photo', { url: AMELIA.demoUrl, alt: AMELIA.alt });
    await run();
    const calls = rasterizer.calls;
    expect(await run()).toEqual({ imported: 0, records: 0, alreadyImported: 1, notShown: 1 });
    expect(rasterizer.calls).toBe(calls);
  });

  it('running it N times leaves the same library and records as running it once', async () => {
    const pictureArbitrary = fc.record({
      demoUrl: fc.constantFrom('/media/demo/portrait/1.svg', '/media/demo/pier/2.svg', '/media/demo/pool/3.svg'),
      alt: fc.constantFrom('A pier', 'A pool', 'A smiling agent'),
      fileName: fc.constantFrom('agent-a.jpg', 'community-b.jpg'),
    });
    const shownArbitrary = fc.array(
      fc.constantFrom('/media/demo/portrait/1.svg', '/media/demo/pier/2.svg', '/media/images/x/960.webp'),
      { maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(pictureArbitrary, { maxLength: 4 }),
        shownArbitrary,
        fc.integer({ min: 2, max: 4 }),
        async (pictures, shown, times) => {
          const state = async (runs: number) => {
            const world = setup(pictures);
            shown.forEach((url, index) => world.imports.show(`agents:${index}:photo`, { url, alt: 'Alt' }));
            for (let run = 0; run < runs; run += 1) await world.run();
            return {
              images: (await world.stored()).map(({ id, fileName, alt, variants }) => ({
                id,
                fileName,
                alt,
                variants,
              })),
              records: shown.map((_, index) => world.imports.pictureOf(`agents:${index}:photo`)),
              imports: [...world.imports.importedImages()],
            };
          };
          expect(await state(times)).toEqual(await state(1));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('imports the same pictures and points the same records at them with several lanes as with one', async () => {
    const urls = ['/media/demo/portrait/1.svg', '/media/demo/pier/2.svg', '/media/demo/pool/3.svg'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...urls), { maxLength: 6 }),
        fc.array(fc.constantFrom(...urls), { maxLength: 4 }),
        fc.integer({ min: 2, max: 4 }),
        async (listed, shown, lanes) => {
          const pictures = listed.map((demoUrl) => ({ demoUrl, alt: `Alt of ${demoUrl}`, fileName: 'demo.jpg' }));
          const outcome = async (concurrency: number) => {
            const world = setup(pictures);
            shown.forEach((url, index) => world.imports.show(`agents:${index}:photo`, { url, alt: 'Alt' }));
            const report = await world.run(undefined, concurrency);
            const byId = new Map((await world.stored()).map((image) => [image.id, image.alt]));
            // Which picture each record shows now, by the library alt text of the picture it points at.
            const records = shown.map((_, index) => {
              const url = world.imports.pictureOf(`agents:${index}:photo`)?.url ?? '';
              return [...byId].find(([id]) => url.includes(id))?.[1] ?? url;
            });
            return { report, alts: [...byId.values()].sort(), records };
          };
          expect(await outcome(lanes)).toEqual(await outcome(1));
        },
      ),
      { numRuns: 60 },
    );
  });
});
