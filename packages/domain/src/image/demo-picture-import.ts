import type { ImageLibrary } from './image-library.ts';
import { imageDisplayUrl } from './image-record.ts';

/** A picture the seeded content shows at a demo address (`/media/demo/{scene}/{n}.svg`), as the library keeps it. */
export interface DemoPictureToImport {
  readonly demoUrl: string;
  /** The seeded record's alt text. */
  readonly alt: string;
  /** The library file name, e.g. `agent-amelia-delgado.jpg`. */
  readonly fileName: string;
}

/** Draws an SVG as a raster the library accepts (sharp in production). */
export interface SvgRasterizer {
  /** The SVG drawn `width` pixels wide (proportions kept) as a JPEG or PNG (sharp writes a JPEG). */
  rasterizedSvg(svg: string, width: number): Promise<Uint8Array>;
}

/** Where the imports are remembered and the content records are pointed at the library (table demo_picture_imports). */
export interface DemoPictureImports {
  /** The demo addresses already imported. */
  importedUrls(): Promise<ReadonlySet<string>>;
  /** Those of the demo addresses that some content record's picture still shows (one read for all of them). */
  shownUrls(demoUrls: readonly string[]): Promise<ReadonlySet<string>>;
  /**
   * In one transaction: points every content picture at `demoUrl` to `libraryUrl` (alt text kept, versions bumped,
   * no Activity entry: the system did it) and records the import. Returns how many records changed; 0 and nothing
   * recorded when the address was imported before.
   */
  completeImport(demoUrl: string, imageId: string, libraryUrl: string): Promise<number>;
}

export interface DemoPictureImportDeps {
  readonly pictures: readonly DemoPictureToImport[];
  /** The SVG of a demo address, or null when it is not one. */
  readonly drawSvg: (demoUrl: string) => string | null;
  readonly rasterizer: SvgRasterizer;
  readonly library: Pick<ImageLibrary, 'upload'>;
  readonly imports: DemoPictureImports;
  /** Who the library names as the uploader. */
  readonly uploadedBy: string;
  /** The width the pictures are drawn at (their own: 1200 px). */
  readonly width: number;
  /** How many pictures are drawn and uploaded at once (1 by default). */
  readonly concurrency?: number;
  /** Checked before each picture: true stops the run there (the server is stopping); the rest waits for the next. */
  readonly stopping?: () => boolean;
}

/** What one run did. */
export interface DemoPictureImportReport {
  readonly imported: number;
  /** Records pointed at the library. */
  readonly records: number;
  /** Already imported before. */
  readonly alreadyImported: number;
  /** No record shows it any more (an admin chose another picture): left alone. */
  readonly notShown: number;
}

/**
 * Imports the pictures the seeded content shows into the image library, once each (keyed by the demo
 * address): drawn to a JPEG, uploaded through the library (WebP variants, the record's alt text, a
 * file name from the record), then every record showing the demo address is pointed at the library
 * address. A picture already imported, or no longer shown by any record, is left alone, so a second
 * run does nothing.
 */
export async function importDemoPictures(deps: DemoPictureImportDeps): Promise<DemoPictureImportReport> {
  const done = await deps.imports.importedUrls();
  const seen = new Set<string>();
  const report = { imported: 0, records: 0, alreadyImported: 0, notShown: 0 };
  const queue = deps.pictures.filter((picture) => {
    if (seen.has(picture.demoUrl)) return false;
    seen.add(picture.demoUrl);
    if (done.has(picture.demoUrl)) report.alreadyImported += 1;
    return !done.has(picture.demoUrl);
  });
  // Asked once for all: on a site whose content no longer shows the demo pictures, every start asks this.
  const shown = queue.length === 0 ? new Set<string>() : await deps.imports.shownUrls(queue.map((p) => p.demoUrl));
  const importOne = async (picture: DemoPictureToImport): Promise<void> => {
    const svg = deps.drawSvg(picture.demoUrl);
    if (svg === null || !shown.has(picture.demoUrl)) {
      report.notShown += 1;
      return;
    }
    const bytes = await deps.rasterizer.rasterizedSvg(svg, deps.width);
    const image = await deps.library.upload({
      fileName: picture.fileName,
      bytes,
      alt: picture.alt,
      uploadedBy: deps.uploadedBy,
    });
    // Awaited first: `report.records += await …` would read the count before another lane adds to it.
    const records = await deps.imports.completeImport(picture.demoUrl, image.id, imageDisplayUrl(image));
    report.records += records;
    report.imported += 1;
  };
  // A few lanes take the next picture in order (agents first): drawing and encoding wait on sharp's threads.
  const lane = async (): Promise<void> => {
    for (let picture = queue.shift(); picture !== undefined; picture = queue.shift()) {
      if (deps.stopping?.() === true) return;
      await importOne(picture);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.concurrency ?? 1) }, lane));
  return report;
}
