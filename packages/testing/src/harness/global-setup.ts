import type { TestProject } from 'vitest/node';
import { startPostgres15 } from './postgres15.ts';

/**
 * Vitest globalSetup: starts one throwaway Postgres 15 for the test run, provides its URL as
 * `postgres15Url` (read it with `inject('postgres15Url')`), and stops it at teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres15();
  project.provide('postgres15Url', server.url);
  return () => server.stop();
}
