import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pinnedCommand } from './processes.ts';

/** Debian's chromium (CHROME_PATH overrides it). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a headless chromium on a machine without internet: without the background-networking
 * ones, chromium's own connections are refused and disturb the measured page loads.
 */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A running chromium with its DevTools port. */
export interface Chromium {
  readonly port: number;
  readonly close: () => Promise<void>;
}

/** Starts chromium (pinned to the CPU list `cores`, taskset's syntax, when taskset exists) with remote debugging on a
 * free port. */
export function launchChromium(cores: string): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const args = [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'];
  const child: ChildProcess = spawn(...pinnedCommand(cores, CHROME_PATH, args), {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const close = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        // Chromium's helper processes can still be writing into the profile when the browser has exited: the
        // removal then meets a folder that is not empty yet, and is tried again (Node retries ENOTEMPTY).
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not open its DevTools port:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port === undefined) return;
      clearTimeout(timer);
      child.stderr?.removeAllListeners('data');
      child.stderr?.resume();
      resolve({ port: Number(port), close });
    });
    child.once('exit', (code) =>
      reject(new Error(`chromium exited (${code}) before opening its DevTools port:\n${output}`)),
    );
  });
}
