import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { imageStorageContract } from '@app/testing';
import { DiskImageStorage } from './disk-image-storage.ts';

const roots: string[] = [];
async function freshRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'disk-image-storage-'));
  roots.push(root);
  return root;
}
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

imageStorageContract('DiskImageStorage', async () => {
  const parent = await freshRoot();
  const root = join(parent, 'images');
  await writeFile(join(parent, 'secret.txt'), 'outside the storage');
  return { storage: new DiskImageStorage(root), reset: () => rm(root, { recursive: true, force: true }) };
});

describe(DiskImageStorage, () => {
  it('leaves no temporary file behind and removes emptied folders', async () => {
    const root = await freshRoot();
    const storage = new DiskImageStorage(root);
    await storage.put('abc/320.webp', { bytes: new Uint8Array([1, 2]), contentType: 'image/webp' });
    expect(await readdir(join(root, 'abc'))).toEqual(['320.webp']);
    await storage.remove(['abc/320.webp']);
    expect(await readdir(root)).toEqual([]);
  });

  it('does not read a file outside its folder through a sibling path', async () => {
    const parent = await freshRoot();
    await writeFile(join(parent, 'secret.png'), 'x');
    expect(await new DiskImageStorage(join(parent, 'images')).get('../secret.png')).toBeNull();
  });
});
