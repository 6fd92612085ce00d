import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown } from 'node:fs/promises';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs Postgres server binaries as the OS user that may own a cluster. */
export interface ServerUser {
  run(binary: string, args: readonly string[]): Promise<void>;
  /** The same, blocking: for process exit hooks, where nothing asynchronous runs any more. */
  runNow(binary: string, args: readonly string[]): void;
  /** Hands a folder to that user. */
  own(path: string): Promise<void>;
}

/** Postgres refuses to run as root: as root, server binaries run as the `postgres` OS user (runuser). */
export async function serverUser(): Promise<ServerUser> {
  if (process.getuid?.() !== 0)
    return {
      run: async (binary, args) => void (await run(binary, [...args])),
      runNow: (binary, args) => void execFileSync(binary, [...args], { stdio: 'ignore' }),
      own: async () => undefined,
    };
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find(existsSync) ?? 'runuser';
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  const asPostgres = (binary: string, args: readonly string[]) => ['-u', 'postgres', '--', binary, ...args];
  return {
    run: async (binary, args) => void (await run(runuser, asPostgres(binary, args))),
    runNow: (binary, args) => void execFileSync(runuser, asPostgres(binary, args), { stdio: 'ignore' }),
    own: (path) => chown(path, uid, gid),
  };
}

/** A TCP port of 127.0.0.1 nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port')),
      );
    });
  });
}
