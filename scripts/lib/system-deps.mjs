// The system packages the test suite needs: Debian's chromium-headless-shell (end-to-end tests, ADR 0058), chromium
// (`pnpm bench`'s Lighthouse) and postgresql-15 (adapter contract tests against a real Postgres).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = process.env.E2E_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** The Debian packages that are missing. */
export function missingSystemPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!existsSync(HEADLESS_SHELL)) missing.push('chromium-headless-shell');
  if (!existsSync(`${POSTGRES_BIN}/initdb`)) missing.push('postgresql-15');
  return missing;
}

/**
 * Installs the missing packages with apt-get when running as root on Debian; otherwise
 * stops with the command to run.
 */
export function ensureSystemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `The tests need these Debian packages: ${missing.join(' ')}\nInstall them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.info(`Installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
