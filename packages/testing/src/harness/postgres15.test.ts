import { describe, expect, it } from 'vitest';
import { createDatabaseAt, databaseUrl, startPostgres15 } from './postgres15.ts';

describe(startPostgres15, () => {
  it('fails with the install command when the Postgres 15 binaries are missing', async () => {
    await expect(startPostgres15({ binDir: '/nonexistent/postgresql/15/bin' })).rejects.toThrow(
      'Postgres 15 server binaries not found in /nonexistent/postgresql/15/bin. Install them with: apt-get install postgresql-15',
    );
  });
});

describe(databaseUrl, () => {
  it('points the URL at another database of the same server', () => {
    expect(databaseUrl('postgres://postgres@127.0.0.1:5433/postgres', 'footer_links_1a')).toBe(
      'postgres://postgres@127.0.0.1:5433/footer_links_1a',
    );
  });
});

describe(createDatabaseAt, () => {
  it('refuses a database name that would need quoting', async () => {
    await expect(createDatabaseAt('postgres://postgres@127.0.0.1:1/postgres', 'x; drop table y')).rejects.toThrow(
      /Not a safe database name/,
    );
  });
});
