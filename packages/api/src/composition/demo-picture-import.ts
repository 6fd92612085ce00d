import { PostgresDemoPictureImports, PostgresImageRepository, type Database } from '@app/adapters-postgres';
import { SharpImageProcessor } from '@app/adapters-storage';
import { demoContentPictures, drawDemoPicture } from '@app/demo';
import { createImageLibrary, importDemoPictures } from '@app/domain';
import { appLog, logRecovered } from '../logging/logger.ts';
import type { ImageComposition } from './image-composition.ts';
import type { BackgroundJob } from './listing-replication.ts';

/** Who the library names as the uploader of the demo pictures. */
export const DEMO_PICTURES_UPLOADER = 'Demo data';
/** The demo pictures are drawn 1200 × 800. */
const DEMO_PICTURE_WIDTH = 1200;

/**
 * The import of the seeded content's drawn pictures into the image library (ADR 0048), once the
 * server is ready (`ready` resolves when it listens), on the embedded database or Postgres: the
 * library's files go where uploads go, and the records are pointed at the library. A later start
 * finds every picture imported and does nothing. When pictures were imported, the public caches are
 * dropped so pages show the library addresses. A failure is logged; the next start tries the rest.
 */
export function demoPictureImport(deps: {
  database: Database;
  images: ImageComposition;
  newId: () => string;
  publicDataChanged: () => void;
  ready: Promise<void>;
}): () => BackgroundJob {
  return () => {
    let stopped = false;
    const rasterizer = new SharpImageProcessor();
    const library = createImageLibrary({
      images: new PostgresImageRepository(deps.database),
      storage: deps.images.filesFor(''),
      processor: deps.images.processor,
      findUsages: async () => [],
      newId: deps.newId,
    });
    const run = deps.ready.then(async () => {
      if (stopped) return;
      const started = performance.now();
      const report = await importDemoPictures({
        pictures: demoContentPictures(),
        drawSvg: drawDemoPicture,
        rasterizer,
        library,
        imports: new PostgresDemoPictureImports(deps.database),
        uploadedBy: DEMO_PICTURES_UPLOADER,
        width: DEMO_PICTURE_WIDTH,
        stopping: () => stopped,
      });
      if (report.imported === 0) return;
      deps.publicDataChanged();
      appLog().info(
        `Imported ${report.imported} demo pictures into the image library (${report.records} records now show them) in ${Math.round(performance.now() - started)} ms`,
      );
    });
    const settled = run.catch((error: unknown) =>
      logRecovered(
        'The demo pictures could not all be imported into the image library (tried again at the next start):',
        error,
      ),
    );
    return {
      async stop() {
        stopped = true;
        await settled;
      },
    };
  };
}
