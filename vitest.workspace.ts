import type { TestProjectConfiguration, TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The test projects of the workspace. Vitest 4 no longer reads this file by itself:
 * `vitest.config.ts` imports it as `test.projects`.
 */
const projectsEachIsolated: TestProjectInlineConfiguration[] = [
  { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
  { test: { name: 'testing', root: 'packages/testing', include: ['src/**/*.test.ts'] } },
  { test: { name: 'database', root: 'packages/database', include: ['src/**/*.test.ts'] } },
  { test: { name: 'demo', root: 'packages/demo', include: ['src/**/*.test.ts'] } },
  {
    test: {
      name: 'adapters-postgres',
      root: 'packages/adapters-postgres',
      include: ['src/**/*.test.ts'],
      globalSetup: ['../testing/src/harness/global-setup.ts'],
      hookTimeout: 60_000,
    },
  },
  {
    test: {
      name: 'adapters-supabase',
      root: 'packages/adapters-supabase',
      include: ['src/**/*.test.ts'],
      // Postgres 15 first: the PostgREST setup creates its database on that server.
      globalSetup: ['../testing/src/harness/global-setup.ts', '../testing/src/harness/postgrest-global-setup.ts'],
      // The test files share one database behind PostgREST and reset it by truncation.
      fileParallelism: false,
      hookTimeout: 60_000,
    },
  },
  { test: { name: 'adapters-analytics', root: 'packages/adapters-analytics', include: ['src/**/*.test.ts'] } },
  { test: { name: 'adapters-mail', root: 'packages/adapters-mail', include: ['src/**/*.test.ts'] } },
  {
    test: {
      name: 'adapters-reso',
      root: 'packages/adapters-reso',
      include: ['src/**/*.test.ts', 'test-support/**/*.test.ts'],
    },
  },
  { test: { name: 'adapters-rich-text', root: 'packages/adapters-rich-text', include: ['src/**/*.test.ts'] } },
  {
    test: {
      name: 'adapters-storage',
      root: 'packages/adapters-storage',
      include: ['src/**/*.test.ts'],
    },
  },
  {
    test: {
      name: 'api',
      root: 'packages/api',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
      exclude: ['src/**/*.pg15.test.ts'],
      hookTimeout: 60_000,
    },
  },
  {
    // The server's tests that need a real Postgres 15 (e.g. the shared rate-limit store), apart so the other API tests
    // start no database server.
    test: {
      name: 'api-postgres',
      root: 'packages/api',
      include: ['src/**/*.pg15.test.ts'],
      globalSetup: ['../testing/src/harness/global-setup.ts'],
      hookTimeout: 60_000,
    },
  },
  {
    // Issue 12: the built server, twice, on one Postgres 15 behind our round-robin proxy (needs `pnpm build`).
    test: {
      name: 'several-servers',
      root: 'packages/api',
      include: ['several-servers/**/*.test.ts'],
      globalSetup: ['../testing/src/harness/global-setup.ts'],
      testTimeout: 120_000,
      hookTimeout: 240_000,
    },
  },
  {
    extends: 'packages/web/vite.config.ts',
    test: {
      name: 'web',
      root: 'packages/web',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
      environment: 'happy-dom',
    },
  },
];

/**
 * Every project but the PostgREST one runs its test files one after another in a worker that keeps the modules it
 * has loaded (`isolate: false`): a file no longer loads React, Mantine, the domain or PGlite again, each a second or
 * more on this machine.
 * Measured on the two-core machine, each project alone: domain 91 → 14 s, web 151 → 24 s, api 197 → 73 s,
 * adapters-postgres 406 → 238 s (ADR 0056). Test files share no state but what they make: each opens its own database
 * and makes its own stores and services, and a file that mocks a module (`vi.mock`) still gets the mock.
 */
export const projects: TestProjectConfiguration[] = projectsEachIsolated.map((project) => {
  // A test's time limit stops a test that hangs; it does not time one (`pnpm bench` does). Vitest's 5 s default failed
  // a fast-check property of the web project that takes 1.1 s alone, when three workers shared the two cores.
  const test = { ...project.test, testTimeout: project.test?.testTimeout ?? 30_000 };
  // Vitest runs projects that share their modules together in one pool, which needs one number of workers: the
  // PostgREST files (one at a time, `fileParallelism: false`) stay as they were.
  return { ...project, test: test.fileParallelism === false ? test : { ...test, isolate: false } };
});
