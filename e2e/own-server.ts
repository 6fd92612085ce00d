import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

/** A built server of a spec's own (another port, data folder and settings than the shared e2e server). */
export interface OwnServer {
  readonly origin: string;
  stop(): Promise<void>;
}

/** The origin of the server a spec starts on `E2E_PORT + portOffset`. */
export function ownServerOrigin(portOffset: number): string {
  return `http://127.0.0.1:${String(Number(process.env.E2E_PORT ?? 4173) + portOffset)}`;
}

async function healthy(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `packages/api/dist/main.js` on `E2E_PORT + portOffset` with a fresh data folder (`E2E_DATA_DIR-{name}`) and
 * the given settings over the spec's environment, serving the web build snapshot when E2E_WEB_SNAPSHOT is set; answers
 * once `/api/health` does. Offsets in use: +1 the GA4 and Meta double, +2 and +3 the test SMTP server, +4 the live
 * feed spec, +5 the alerts spec, +6 the Supabase visitor spec (+7 its Supabase project double), +8 the Supabase
 * two-step spec (+9 its Supabase project double), +10 the demo pictures spec.
 */
export async function startOwnServer(options: {
  readonly name: string;
  readonly portOffset: number;
  readonly env: Readonly<Record<string, string>>;
}): Promise<OwnServer> {
  const origin = ownServerOrigin(options.portOffset);
  const dataDir = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-${options.name}`;
  const snapshot = `packages/web/.snapshots/${String(process.env.E2E_PORT ?? 4173)}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn(process.execPath, ['packages/api/dist/main.js'], {
    env: {
      ...process.env,
      PORT: new URL(origin).port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_WEB_SNAPSHOT !== undefined && existsSync(snapshot) ? { WEB_DIST_DIR: snapshot } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (!(await healthy(origin))) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`The ${options.name} server did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
