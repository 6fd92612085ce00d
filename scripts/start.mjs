// `pnpm start` (or `npm start` on a fresh machine): install if needed, build if needed, then
// serve the site and the API on PORT (default 3000). With no configuration it uses the
// embedded database in DATA_DIR (default ./.data), migrated and seeded on first start.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { ensureSupportedNode } from './lib/node-runtime.mjs';
import { ROOT, ensureBuilt, ensureInstalled } from './lib/workspace.mjs';

ensureSupportedNode();

ensureInstalled();
ensureBuilt();
const server = join(ROOT, 'packages/api/dist/main.js');
if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX !== undefined) {
  await import(pathToFileURL(server).href);
} else {
  // glibc gives each thread that allocates its own memory arena and keeps what they freed; sharp's threads (the
  // first start draws and encodes the demo pictures) and PGlite leave hundreds of MiB resident that way. Two arenas
  // measured 589 instead of 809 MiB after a first start (README, "Measured"). The variable is read when a process
  // starts, so the server runs as a child with it set; signals are passed on and its exit code is ours.
  const child = spawn(process.execPath, [...process.execArgv, server], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  // A closed terminal (SIGHUP) stops the server as SIGTERM does: the database is checkpointed and closed.
  for (const [signal, passed] of [
    ['SIGINT', 'SIGINT'],
    ['SIGTERM', 'SIGTERM'],
    ['SIGHUP', 'SIGTERM'],
  ])
    process.on(signal, () => child.kill(passed));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
}
