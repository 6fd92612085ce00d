import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connectTestBackend, type Caller } from './test-backend.ts';

const backend = connectTestBackend();
// The server's own connection: it writes submissions as the table owner (PostgresContactInbox on DATABASE_URL).
const server = new pg.Pool({ connectionString: inject('supabaseDatabaseUrl'), max: 1 });
afterAll(async () => {
  await server.end();
  await backend.close();
});
beforeEach(async () => {
  await server.query('truncate contact_submissions cascade');
});

const submission = {
  topic: 'general',
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  message: 'Straight to the data API, past the rate limit',
  consent: true,
  source_path: '/contact',
};

/** An insert through the data API (PostgREST), as a browser holding the public anon key could send it. */
function insertThroughDataApi(caller: Caller) {
  const token = caller === 'anon' ? backend.tokens.anon : backend.tokens[caller];
  return fetch(`${backend.url}/contact_submissions`, {
    method: 'POST',
    headers: {
      apikey: backend.tokens.anon,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(submission),
  });
}

const storedCount = async () =>
  Number((await server.query<{ count: string }>('select count(*) from contact_submissions')).rows[0]?.count);

describe('contact_submissions row-level security', () => {
  it.each<Caller>(['anon', 'user', 'admin'])(
    'refuses an insert through the data API by %s callers, which would skip the server’s limits',
    async (caller) => {
      const response = await insertThroughDataApi(caller);
      expect([401, 403]).toContain(response.status);
      expect(await storedCount()).toBe(0);
    },
  );

  it('lets the server store a submission, on its own connection and with the service-role key', async () => {
    await server.query(
      `insert into contact_submissions (topic, name, email, message, consent, source_path)
       values ($1, $2, $3, $4, $5, $6)`,
      [submission.topic, submission.name, submission.email, submission.message, true, submission.source_path],
    );
    expect((await insertThroughDataApi('serviceRole')).status).toBe(201);
    expect(await storedCount()).toBe(2);
  });
});
