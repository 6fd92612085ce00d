import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANDSCAPE_SVG, svgRasterizerContract } from '@app/testing';
import { DrawingCache } from './drawing-cache.ts';
import { SharpImageProcessor } from './sharp-image-processor.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'drawings-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** A drawing function that counts its calls and draws the recipe's bytes. */
function counted() {
  const calls: string[] = [];
  return {
    calls,
    draw: (recipe: string) => async () => {
      calls.push(recipe);
      return new TextEncoder().encode(`drawn: ${recipe}`);
    },
  };
}

describe(DrawingCache, () => {
  it('draws a recipe once: a second cache on the same folder (another process) gets the kept bytes', async () => {
    const first = counted();
    const made = await new DrawingCache(folder).drawing('sunset 1200', first.draw('sunset 1200'));
    const second = counted();
    const kept = await new DrawingCache(folder).drawing('sunset 1200', second.draw('sunset 1200'));

    expect(kept).toEqual(made);
    expect([first.calls, second.calls]).toEqual([['sunset 1200'], []]);
    expect(await readdir(folder)).toHaveLength(1);
  });

  it('gives each recipe its own drawing, whatever the recipes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 6 }), async (recipes) => {
        const cache = new DrawingCache(join(folder, String(Math.random())));
        const { draw } = counted();
        for (const recipe of recipes) await cache.drawing(recipe, draw(recipe));
        const again = counted();
        const answers = await Promise.all(recipes.map((recipe) => cache.drawing(recipe, again.draw(recipe))));
        expect(answers.map((bytes) => new TextDecoder().decode(bytes))).toEqual(recipes.map((r) => `drawn: ${r}`));
        expect(again.calls).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });

  it('still draws when its folder cannot be written, and leaves no partial file', async () => {
    const notAFolder = join(folder, 'a-file');
    await writeFile(notAFolder, 'in the way');
    const { calls, draw } = counted();
    const cache = new DrawingCache(notAFolder);

    expect(new TextDecoder().decode(await cache.drawing('dock', draw('dock')))).toBe('drawn: dock');
    expect(new TextDecoder().decode(await cache.drawing('dock', draw('dock')))).toBe('drawn: dock');
    expect(calls).toEqual(['dock', 'dock']);
    expect(await readdir(folder)).toEqual(['a-file']);
  });

  it('passes a failed drawing on and keeps nothing', async () => {
    const cache = new DrawingCache(folder);
    await expect(cache.drawing('broken', () => Promise.reject(new Error('not an SVG')))).rejects.toThrow('not an SVG');
    expect(await readdir(folder)).toEqual([]);
  });
});

describe('SharpImageProcessor with a drawing cache', () => {
  svgRasterizerContract(
    'SharpImageProcessor keeping its drawings',
    () =>
      new SharpImageProcessor({
        drawingCacheFolder: folder,
      }),
  );

  it('draws an SVG at a width once, and again at another width', async () => {
    const processor = new SharpImageProcessor({ drawingCacheFolder: folder });
    const wide = await processor.rasterizedSvg(LANDSCAPE_SVG, 600);
    expect(await new SharpImageProcessor({ drawingCacheFolder: folder }).rasterizedSvg(LANDSCAPE_SVG, 600)).toEqual(
      wide,
    );
    expect(await readdir(folder)).toHaveLength(1);

    const narrow = await processor.rasterizedSvg(LANDSCAPE_SVG, 300);
    expect(await processor.dimensions(narrow)).toEqual({ width: 300, height: 200 });
    expect(await readdir(folder)).toHaveLength(2);
  });

  it('refuses what is not an SVG, and keeps nothing of it', async () => {
    await expect(
      new SharpImageProcessor({ drawingCacheFolder: folder }).rasterizedSvg('not a picture', 600),
    ).rejects.toThrow();
    expect(await readdir(folder)).toEqual([]);
  });
});
