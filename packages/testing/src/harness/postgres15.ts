/// <reference types="node" />
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type {} from 'vitest';
import { freePort, serverUser, type ServerUser } from './server-user.ts';

// What global-setup.ts provides; declared here so that every importer of the harness sees it.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser connection URL to the `postgres` database of the throwaway Postgres 15 server. */
    postgres15Url: string;
  }
}

/** Where Debian's postgresql-15 package puts the server binaries. */
export const POSTGRES15_BIN_DIR = '/usr/lib/postgresql/15/bin';

/** A throwaway Postgres 15 server in a temporary folder. */
export interface Postgres15Server {
  /** Superuser URL of its `postgres` database. */
  readonly url: string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

/** A URL like `base` pointing at another database of the same server. */
export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.href;
}

/** The rows a query answers on the database of `url` (one connection, closed after). */
export async function queryRows<T extends object>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Creates an empty database on the server of serverUrl and returns its URL. */
export async function createDatabaseAt(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a safe database name: ${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return databaseUrl(serverUrl, name);
}

async function startOnFreePort(user: ServerUser, pgCtl: string, folder: string): Promise<number> {
  const log = join(folder, 'postgres.log');
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const settings = `-p ${port} -h 127.0.0.1 -k ${folder} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    try {
      await user.run(pgCtl, ['-D', join(folder, 'data'), '-l', log, '-w', '-t', '60', '-o', settings, 'start']);
      return port;
    } catch (error) {
      lastError = new Error(`Postgres 15 did not start: ${await readFile(log, 'utf8').catch(() => '')}`, {
        cause: error,
      });
    }
  }
  throw lastError;
}

/**
 * Starts a throwaway Postgres 15 (trust auth, fsync off) on a free port of 127.0.0.1, its data and
 * socket in a new temporary folder. Fails with the install command when the binaries are missing.
 */
export async function startPostgres15(options: { binDir?: string } = {}): Promise<Postgres15Server> {
  const binDir = options.binDir ?? process.env.POSTGRES15_BIN_DIR ?? POSTGRES15_BIN_DIR;
  const [initdb, pgCtl] = [join(binDir, 'initdb'), join(binDir, 'pg_ctl')];
  if (!existsSync(initdb) || !existsSync(pgCtl))
    throw new Error(
      `Postgres 15 server binaries not found in ${binDir}. Install them with: apt-get install postgresql-15`,
    );
  const user = await serverUser();
  const folder = await mkdtemp(join(tmpdir(), 'pg15-'));
  await user.own(folder);
  const data = join(folder, 'data');
  await user.run(initdb, [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await startOnFreePort(user, pgCtl, folder);
  const stopArgs = ['-D', data, '-m', 'immediate', '-w', 'stop'];
  // Should the run end without its teardown, the server must not outlive it.
  const stopOnExit = () => {
    try {
      user.runNow(pgCtl, stopArgs);
    } catch {
      // The server is already gone: only its folder is left to remove.
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    createDatabase: (name) => createDatabaseAt(url, name),
    stop: async () => {
      if (!process.listeners('exit').includes(stopOnExit)) return;
      process.off('exit', stopOnExit);
      await user.run(pgCtl, stopArgs).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
