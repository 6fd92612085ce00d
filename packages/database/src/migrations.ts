/// <reference types="vite/client" />
import { createHash } from 'node:crypto';

/** One SQL migration file: its file name (which orders it) and its text. */
export interface Migration {
  readonly name: string;
  readonly sql: string;
}

/** The checksum recorded for an applied migration; line endings do not count. */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/**
 * Every `migrations/*.sql` file of this package, in name order. The files are bundled by Vite;
 * the glob sits in a function so that merely importing this module outside Vite does not fail.
 */
export function bundledMigrations(): Migration[] {
  const files = import.meta.glob<string>('../migrations/*.sql', { query: '?raw', import: 'default', eager: true });
  return Object.entries(files)
    .map(([path, sql]) => ({ name: path.slice(path.lastIndexOf('/') + 1), sql }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
