// `pnpm start` (or `npm start` on a fresh machine): install if needed, build if needed, then
// serve the site and the API on PORT (default 3000). With no configuration it uses the
// embedded database in DATA_DIR (default ./.data), migrated and seeded on first start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureSupportedNode } from './lib/node-runtime.mjs';
import { ROOT, ensureBuilt, ensureInstalled } from './lib/workspace.mjs';
import { serverEnvironment, serverNodeFlags } from '../packages/api/server-launch.mjs';

ensureSupportedNode();

ensureInstalled();
ensureBuilt();
const server = join(ROOT, 'packages/api/dist/main.js');
// Settings that take effect only when a process starts (a small young generation, two glibc arenas; see
// packages/api/server-launch.mjs), so the server runs as a child with them; signals are passed on and its exit
// code is ours.
const child = spawn(
  process.execPath,
  [...serverNodeFlags(process.execArgv, process.env.NODE_OPTIONS), ...process.execArgv, server],
  { stdio: 'inherit', env: { ...process.env, ...serverEnvironment(process.env, process.platform) } },
);
// A closed terminal (SIGHUP) stops the server as SIGTERM does: the database is checkpointed and closed.
for (const [signal, passed] of [
  ['SIGINT', 'SIGINT'],
  ['SIGTERM', 'SIGTERM'],
  ['SIGHUP', 'SIGTERM'],
])
  process.on(signal, () => child.kill(passed));
child.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
