import { availableParallelism } from 'node:os';
import { PostgresDemoPictureImports, PostgresImageRepository, type Database } from '@app/adapters-postgres';
import { demoContentPictures, drawDemoPicture } from '@app/demo';
import { createImageLibrary, importDemoPictures, type DemoPictureImportReport, type ExclusiveLock } from '@app/domain';
import { appLog, logRecovered } from '../logging/logger.ts';
import type { ImageComposition } from './image-composition.ts';

/** Who the library names as the uploader of the demo pictures. */
export const DEMO_PICTURES_UPLOADER = 'Demo data';
/** The demo pictures are drawn 1200 × 800. */
const DEMO_PICTURE_WIDTH = 1200;
/** The lock one server of several holds while it imports (the others start without waiting for it). */
const IMPORT_LOCK = 'demo-picture-import';

/** What {@link importSeededPictures} did: the use case's report, or why it did not run. */
export type SeededPicturesOutcome = DemoPictureImportReport | 'another server imports them' | 'failed';

/**
 * Imports the seeded content's drawn pictures into the image library (ADR 0048) **before the server listens**, so no
 * admin can have a record open while it is pointed at the library and no visitor waits on the rasterizing. On the
 * embedded database or Postgres (the library's files go where uploads go). A later start finds every picture imported
 * (or no longer shown) and does nothing. With several servers on one database, the one that takes the lock imports.
 * A failure is logged and the server starts anyway; the next start tries the rest.
 */
export async function importSeededPictures(deps: {
  database: Database;
  images: ImageComposition;
  newId: () => string;
  lock: ExclusiveLock;
  /** Drops the public caches (anything cached while composing shows the drawn addresses). */
  publicDataChanged: () => void;
}): Promise<SeededPicturesOutcome> {
  const held = await deps.lock.tryAcquire(IMPORT_LOCK);
  if (held === null) return 'another server imports them';
  const started = performance.now();
  try {
    const report = await importDemoPictures({
      pictures: demoContentPictures(),
      drawSvg: drawDemoPicture,
      rasterizer: deps.images.processor,
      library: createImageLibrary({
        images: new PostgresImageRepository(deps.database),
        storage: deps.images.filesFor(''),
        processor: deps.images.processor,
        findUsages: async () => [],
        newId: deps.newId,
      }),
      imports: new PostgresDemoPictureImports(deps.database),
      uploadedBy: DEMO_PICTURES_UPLOADER,
      width: DEMO_PICTURE_WIDTH,
      concurrency: Math.max(1, Math.min(4, availableParallelism())),
    });
    if (report.imported > 0) {
      deps.publicDataChanged();
      appLog().info(
        `Imported ${report.imported} demo pictures into the image library (${report.records} records now show them) in ${Math.round(performance.now() - started)} ms`,
      );
    }
    return report;
  } catch (error) {
    logRecovered(
      'The demo pictures could not all be imported into the image library (tried again at the next start):',
      error,
    );
    return 'failed';
  } finally {
    await held.release();
  }
}
