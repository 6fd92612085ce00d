// Helpers shared by the start and test commands. Plain Node (no dependencies): they run
// before `pnpm install` on a fresh machine that has only Node and npm (node-runtime.mjs moves
// them onto Node 24 first).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs a command in the repository root, streaming its output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function onPath(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

/** pnpm as a command: the installed one, or pnpm 10 through npx (corepack fails on these machines). */
export function pnpmCommand() {
  return onPath('pnpm') ? ['pnpm'] : ['npx', '--yes', 'pnpm@10'];
}

/** Runs pnpm with the given arguments. */
export function pnpm(...args) {
  const [command, ...prefix] = pnpmCommand();
  run(command, [...prefix, ...args]);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(ROOT, 'node_modules', '.modules.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(ROOT, 'pnpm-lock.yaml')).mtimeMs) return;
  console.info('Installing dependencies…');
  pnpm('install', '--frozen-lockfile');
}

const BUILD_OUTPUTS = [
  'packages/web/dist/client/.vite/manifest.json',
  'packages/web/dist/server/entry-server.js',
  'packages/api/dist/main.js',
];

/** Builds the web app and the server when a build output is missing or older than any source. */
export function ensureBuilt() {
  const outputs = BUILD_OUTPUTS.map((path) => join(ROOT, path));
  const oldestOutput = Math.min(...outputs.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
  const newestSource = Math.max(newestMtime(join(ROOT, 'packages')), newestMtime(join(ROOT, 'pnpm-lock.yaml')));
  if (oldestOutput > newestSource) return;
  console.info('Building the web app and the server…');
  pnpm('run', 'build');
}
