import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresContentRepositories,
  openEmbeddedDatabase,
  prepareDatabase,
  type Database,
} from '@app/adapters-postgres';
import { demoContentPictures } from '@app/demo';
import { InProcessLockRegistry } from '@app/domain';
import { exampleAgentFields } from '@app/testing';
import { loadConfig } from '../config/config.ts';
import { importSeededPictures } from './demo-picture-import.ts';
import { composeImages, type ImageComposition } from './image-composition.ts';

// The start-up import of the seeded pictures (ADR 0048) on the embedded database with the library on disk.
describe('importSeededPictures', () => {
  let database: Database;
  let dataDir: string;
  let images: ImageComposition;

  beforeAll(async () => {
    database = await openEmbeddedDatabase();
    await prepareDatabase(database, { seed: false });
    dataDir = await mkdtemp(join(tmpdir(), 'seeded-pictures-'));
    images = await composeImages(loadConfig({ DATA_DIR: dataDir }));
  });

  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('imports a drawn picture a record shows, points the record at the library, and does nothing the second time', async () => {
    const picture = demoContentPictures()[0]!;
    const agents = createPostgresContentRepositories(database).agents;
    const agent = await agents.create(
      exampleAgentFields({ slug: 'drawn-headshot', photo: { url: picture.demoUrl, alt: 'Kept alt text' } }),
    );
    const lock = new InProcessLockRegistry().lock();
    let dropped = 0;
    const deps = { database, images, newId: randomUUID, lock, publicDataChanged: () => (dropped += 1) };

    expect(await importSeededPictures(deps)).toMatchObject({ imported: 1, records: 1 });
    const shown = await agents.findById(agent.id);
    expect(shown?.photo?.url).toMatch(/^\/media\/images\/[0-9a-f-]{36}\/1200\.webp$/);
    expect(shown?.photo?.alt).toBe('Kept alt text');
    const imageId = shown?.photo?.url.split('/')[3] ?? '';
    expect((await readdir(join(dataDir, 'images', imageId))).sort()).toContain('1200.webp');
    expect(dropped).toBe(1);

    expect(await importSeededPictures(deps)).toMatchObject({ imported: 0, alreadyImported: 1 });
    expect(dropped).toBe(1);
  }, 60_000);

  it('leaves the import to the server holding the lock and starts without waiting', async () => {
    const registry = new InProcessLockRegistry();
    const other = await registry.lock().tryAcquire('demo-picture-import');
    expect(other).not.toBeNull();
    const outcome = await importSeededPictures({
      database,
      images,
      newId: randomUUID,
      lock: registry.lock(),
      publicDataChanged: () => expect.unreachable('nothing was imported'),
    });
    expect(outcome).toBe('another server imports them');
  });

  it('logs a failure, answers "failed" and gives the lock back for the next start', async () => {
    const broken = await openEmbeddedDatabase();
    await broken.close();
    const lock = new InProcessLockRegistry().lock();
    const deps = { database: broken, images, newId: randomUUID, lock, publicDataChanged: () => undefined };
    expect(await importSeededPictures(deps)).toBe('failed');
    const again = await lock.tryAcquire('demo-picture-import');
    expect(again).not.toBeNull();
    await again?.release();
  });
});
