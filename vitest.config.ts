import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.ts';

export default defineConfig({
  // Vitest runs one worker per core minus one: a single worker on the 2-core CI machines. Many
  // test files mostly wait on a database (PGlite, Postgres 15, PostgREST), so one worker more
  // than the cores keeps both cores busy (measured in the README).
  test: { projects, maxWorkers: availableParallelism() + 1 },
});
