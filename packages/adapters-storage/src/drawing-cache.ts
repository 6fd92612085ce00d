import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A folder of drawings already made, each in a file named by a hash of everything that made it (the SVG, the width,
 * the encoder and its settings), so one machine draws each only once: the demo pictures' blur filters make drawing
 * them the costliest step of a fresh database's first start, and every fresh data folder of the machine asks for the
 * same 65 drawings again (ADR 0058). What it holds is bounded by what is drawn: the drawn demo pictures.
 * The cache is a help, never a condition: a folder that cannot be read or written only means the drawing is made.
 */
export class DrawingCache {
  readonly #folder: string;

  constructor(folder: string) {
    this.#folder = folder;
  }

  /** The drawing kept for this recipe, or made by `draw` and kept for the next time. */
  async drawing(recipe: string, draw: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const file = join(this.#folder, `${createHash('sha256').update(recipe).digest('hex')}.bin`);
    const kept = await readFile(file).catch(() => null);
    if (kept !== null && kept.length > 0) return new Uint8Array(kept);
    const drawn = await draw();
    await this.#keep(file, drawn);
    return drawn;
  }

  /** Written under a name of its own, then renamed: a process that reads it meanwhile never sees half a file. */
  async #keep(file: string, bytes: Uint8Array): Promise<void> {
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      await mkdir(this.#folder, { recursive: true });
      await writeFile(partial, bytes);
      await rename(partial, file);
    } catch {
      await rm(partial, { force: true }).catch(() => undefined);
    }
  }
}
