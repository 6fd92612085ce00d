import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Migration } from '@app/database';

const FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'database', 'migrations');

/** The migration files read from disk, in name order: what `bundledMigrations()` gives under Vite. */
export function diskMigrations(): Migration[] {
  return readdirSync(FOLDER)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(FOLDER, name), 'utf8') }));
}
