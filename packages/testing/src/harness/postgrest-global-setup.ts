import { randomBytes } from 'node:crypto';
import { migrate, type SqlExecutor } from '@app/database';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { databaseUrl } from './postgres15.ts';
import { startPostgrest } from './postgrest.ts';

const DATABASE = 'supabase_contract';

/**
 * Vitest globalSetup, listed after the Postgres 15 one: creates a fresh `supabase_contract` database on
 * that server, applies every migration, starts PostgREST on it, and provides where to reach both.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = await recreateDatabase(project.getProvidedContext().postgres15Url, DATABASE);
  await migrateDatabase(url);
  const jwtSecret = randomBytes(32).toString('hex');
  const postgrest = await startPostgrest({ databaseUrl: url, jwtSecret });
  project.provide('postgrestUrl', postgrest.url);
  project.provide('postgrestJwtSecret', jwtSecret);
  project.provide('supabaseDatabaseUrl', url);
  return () => postgrest.stop();
}

async function recreateDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return databaseUrl(serverUrl, name);
}

async function migrateDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const executor: SqlExecutor = {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const result = await client.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as T[] };
    },
  };
  try {
    await migrate(executor);
  } finally {
    await client.end();
  }
}
