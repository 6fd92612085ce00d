import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The file and arguments that run `command` on the CPU cores `cores` (a core's number, or a CPU list in taskset's
 * syntax such as `0-1`) where taskset exists, and as it is elsewhere.
 */
export function pinnedCommand(cores: number | string, command: string, args: string[]): [string, string[]] {
  return existsSync('/usr/bin/taskset') ? ['taskset', ['-c', String(cores), command, ...args]] : [command, args];
}

/** Runs a command pinned to one CPU core when taskset exists, so load tool and server do not share a core. */
export function spawnPinned(core: number, command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(...pinnedCommand(core, command, args), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Milliseconds until `url` first answers 200 (polling every 10 ms), or a rejection after the timeout. */
export async function waitForFirstAnswer(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops a child process and waits for it to exit. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MiB (Linux), or null. */
export function residentMiB(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kib) ? Math.round(kib / 1024) : null;
  } catch {
    return null;
  }
}
