// Test infrastructure that starts real servers (Postgres 15, PostgREST): Node only.
export * from './harness/postgrest.ts';
export * from './harness/postgres15.ts';
export * from './harness/postgres15-database.ts';
