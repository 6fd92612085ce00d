import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PhotoDiskCache } from './photo-disk-cache.ts';

const key = (name: string) => createHash('sha256').update(name).digest('hex');
const bytes = (length: number, fill = 1) => new Uint8Array(length).fill(fill);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photo-disk-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe(PhotoDiskCache, () => {
  it('gives back what it kept, and null for anything else', async () => {
    const cache = new PhotoDiskCache({ dir: join(dir, 'made-when-missing'), maxBytes: 1000 });
    await cache.put(key('a'), bytes(10, 7));
    expect(await cache.get(key('a'))).toEqual(bytes(10, 7));
    expect(await cache.get(key('b'))).toBeNull();
    expect(await cache.usage()).toEqual({ files: 1, bytes: 10 });
  });

  it('evicts the least recently used files past the byte bound, not the oldest written', async () => {
    const cache = new PhotoDiskCache({ dir, maxBytes: 300 });
    for (const name of ['a', 'b', 'c']) await cache.put(key(name), bytes(100));
    await cache.get(key('a'));
    await cache.put(key('d'), bytes(100));
    expect(await cache.get(key('b'))).toBeNull();
    for (const name of ['a', 'c', 'd']) expect(await cache.get(key(name)), name).not.toBeNull();
    expect(await cache.usage()).toEqual({ files: 3, bytes: 300 });
    expect((await readdir(dir)).sort()).toEqual(['a', 'c', 'd'].map((name) => `${key(name)}.webp`).sort());
  });

  it('keeps at most maxEntries files, so the index is bounded however small the files', async () => {
    const cache = new PhotoDiskCache({ dir, maxBytes: 1_000_000, maxEntries: 2 });
    for (const name of ['a', 'b', 'c']) await cache.put(key(name), bytes(1));
    expect(await cache.usage()).toEqual({ files: 2, bytes: 2 });
    expect(await cache.get(key('a'))).toBeNull();
  });

  it('does not keep a file larger than the whole bound', async () => {
    const cache = new PhotoDiskCache({ dir, maxBytes: 50 });
    await cache.put(key('a'), bytes(51));
    expect(await cache.usage()).toEqual({ files: 0, bytes: 0 });
  });

  it('reads the folder on first use, least recently used first, dropping temporary leftovers and files past the bound', async () => {
    const names = ['old', 'middle', 'new'];
    for (const [index, name] of names.entries()) {
      const path = join(dir, `${key(name)}.webp`);
      await writeFile(path, bytes(100));
      const at = new Date(Date.UTC(2026, 0, 1 + index));
      await utimes(path, at, at);
    }
    await writeFile(join(dir, `${key('half')}.0b1c.tmp`), bytes(5));
    await writeFile(join(dir, 'notes.txt'), 'not a cache file');
    const cache = new PhotoDiskCache({ dir, maxBytes: 200 });
    expect(await cache.usage()).toEqual({ files: 2, bytes: 200 });
    expect(await cache.get(key('old'))).toBeNull();
    expect(await cache.get(key('new'))).not.toBeNull();
    expect((await readdir(dir)).sort()).toEqual([`${key('middle')}.webp`, `${key('new')}.webp`, 'notes.txt'].sort());
  });

  it('treats a file removed behind its back as missing', async () => {
    const cache = new PhotoDiskCache({ dir, maxBytes: 1000 });
    await cache.put(key('a'), bytes(10));
    await rm(join(dir, `${key('a')}.webp`));
    expect(await cache.get(key('a'))).toBeNull();
    expect(await cache.usage()).toEqual({ files: 0, bytes: 0 });
  });

  it('keeps nothing, and says so once, when its folder cannot be used', async () => {
    await writeFile(join(dir, 'a-file'), 'in the way');
    const messages: string[] = [];
    const cache = new PhotoDiskCache({
      dir: join(dir, 'a-file', 'photos'),
      maxBytes: 1000,
      log: (message) => messages.push(message),
    });
    await cache.put(key('a'), bytes(10));
    expect(await cache.get(key('a'))).toBeNull();
    expect(messages).toEqual([expect.stringContaining('cannot be used; photos are resized on every request')]);
  });

  it('accepts only hex SHA-256 keys, so a key never names a path', async () => {
    await expect(new PhotoDiskCache({ dir, maxBytes: 1000 }).put('../escape', bytes(1))).rejects.toThrow(RangeError);
  });
});
