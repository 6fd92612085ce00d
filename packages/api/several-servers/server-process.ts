import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository's root folder, where the built server runs from. */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The built server. */
export const BUILT_SERVER = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** One `node packages/api/dist/main.js` process on loopback. */
export interface ServerProcess {
  readonly port: number;
  readonly origin: string;
  readonly pid: number;
  /** Everything it wrote so far, stdout and stderr together. */
  output(): string;
  /** Settles with the exit code (null when killed by a signal) once the process has ended. */
  readonly exited: Promise<number | null>;
  /** Resolves once its output matches, checking as it comes; rejects after the timeout or when it exits. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): void;
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('The probe got no port')),
      );
    });
  });
}

function watch(child: ChildProcess, port: number): ServerProcess {
  let output = '';
  const waiters = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of waiters) waiter();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => {
    for (const waiter of waiters) waiter();
  });
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    output: () => output,
    exited,
    kill: (signal) => void child.kill(signal),
    waitForOutput: (pattern, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(output)) return finish(resolve);
          if (child.exitCode !== null || child.signalCode !== null)
            finish(() => reject(new Error(`The server ended before printing ${pattern}:\n${output}`)));
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`No ${pattern} within ${timeoutMs} ms:\n${output}`))),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      }),
  };
}

/** Where and how a server process runs. */
export interface ServerProcessOptions {
  readonly port?: number;
  /** CPU cores it may use (`taskset -c` list, such as `0` or `0-2`) when taskset exists. */
  readonly cpuList?: string;
  /** The built server to run (BUILT_SERVER by default). */
  readonly server?: string;
}

/**
 * Starts the built server on a free loopback port with `env` added to this process's environment
 * (DATABASE_URL, DATA_DIR, …) and waits for its "Ready on" line. Fails with the build command when
 * the server is not built.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const server = options.server ?? BUILT_SERVER;
  if (!existsSync(server)) throw new Error(`${server} is missing: run \`pnpm build\` first`);
  const port = options.port ?? (await freePort());
  // taskset executes the server in its own process, so the child's pid is the server's.
  const pinned = options.cpuList !== undefined && existsSync('/usr/bin/taskset');
  const [command, args] = pinned
    ? ['taskset', ['-c', options.cpuList ?? '', process.execPath, server]]
    : [process.execPath, [server]];
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = watch(child, port);
  await started.waitForOutput(/Ready on http/, 300_000);
  return started;
}

/** Stops a server with SIGTERM (or the given signal) and waits for it to end. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  server.kill(signal);
  await server.exited;
}
