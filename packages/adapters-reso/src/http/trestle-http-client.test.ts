import { DataUnavailableError } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { startTrestleHarness, type TrestleHarness } from '../../test-support/trestle-harness.ts';

let harness: TrestleHarness;
afterEach(() => harness.double.close());

const statuses = () => harness.double.queries().map((request) => request.status);
const query = () => harness.source.fetchKeys(['Active']);

describe('Trestle tokens', () => {
  it('asks for one token and reuses it while it is fresh', async () => {
    harness = await startTrestleHarness();
    await query();
    harness.clock.advance(7 * 3_600_000);
    await query();
    expect(harness.double.auth.issued).toBe(1);
  });

  it('renews the token shortly before it expires, without a refused query', async () => {
    harness = await startTrestleHarness();
    await query();
    harness.clock.advance(8 * 3_600_000 - 30_000);
    await query();
    expect(harness.double.auth.issued).toBe(2);
    expect(statuses()).toEqual([200, 200]);
  });

  it('renews a token the upstream refuses with 401 and repeats the query once', async () => {
    harness = await startTrestleHarness();
    await query();
    harness.double.auth.revokeAll();
    await query();
    expect(statuses()).toEqual([200, 401, 200]);
    expect(harness.double.auth.issued).toBe(2);
  });

  it('fails when a fresh token is refused as well', async () => {
    harness = await startTrestleHarness();
    harness.double.script(
      { status: 401, body: { error: 'invalid_token' } },
      { status: 401, body: { error: 'invalid_token' } },
    );
    await expect(query()).rejects.toThrow(/Trestle answered HTTP 401 .*invalid_token/);
    expect(harness.double.auth.issued).toBe(2);
  });

  it('names the OAuth error when the credentials are wrong', async () => {
    harness = await startTrestleHarness({}, { clientSecret: 'wrong' });
    await expect(query()).rejects.toThrow(
      new DataUnavailableError('Trestle refused the token request (HTTP 400, invalid_client)'),
    );
  });
});

describe('Trestle retries', () => {
  it("waits as long as a 429's Retry-After asks, then repeats the query", async () => {
    harness = await startTrestleHarness();
    harness.double.script({ status: 429, headers: { 'Retry-After': '7' } });
    await query();
    expect(harness.sleep.waits).toEqual([7_000]);
    expect(statuses()).toEqual([429, 200]);
    expect(harness.logger.at('warn')[0]).toMatchObject({
      message: 'Trestle request will be retried',
      details: { reason: 'HTTP 429', waitMs: 7_000 },
    });
  });

  it('backs off exponentially on 429 and 503 without Retry-After', async () => {
    harness = await startTrestleHarness();
    harness.double.script({ status: 429 }, { status: 503 }, { status: 429 });
    await query();
    expect(harness.sleep.waits).toEqual([750, 1_500, 3_000]);
  });

  it('gives up after six retries', async () => {
    harness = await startTrestleHarness();
    harness.double.script(...Array.from({ length: 7 }, () => ({ status: 503 })));
    await expect(query()).rejects.toThrow('Trestle answered HTTP 503 7 times in a row');
  });

  it('fails the run rather than wait for an hourly quota to come back', async () => {
    harness = await startTrestleHarness();
    harness.double.script({ status: 429, headers: { 'Retry-After': '3600' } });
    await expect(query()).rejects.toThrow('Trestle asked to wait 3600 s (HTTP 429); giving up this run');
  });

  it('retries a dropped connection a bounded number of times', async () => {
    harness = await startTrestleHarness();
    harness.double.script('drop', 'drop');
    await query();
    expect(harness.sleep.waits).toEqual([750, 1_500]);
    harness.double.script('drop', 'drop', 'drop', 'drop');
    await expect(query()).rejects.toThrow(new DataUnavailableError('Trestle could not be reached'));
  });

  it('does not retry other client errors, and says what the upstream said', async () => {
    harness = await startTrestleHarness();
    harness.double.script({ status: 400, body: { error: { code: '', message: 'Could not find a property' } } });
    await expect(query()).rejects.toThrow(/HTTP 400 to \/trestle\/odata\/Property: .*Could not find a property/);
    expect(harness.sleep.waits).toEqual([]);
  });

  it('never follows a next link to another host with the token', async () => {
    harness = await startTrestleHarness();
    harness.double.script({
      status: 200,
      body: { value: [], '@odata.nextLink': 'https://elsewhere.example/trestle/odata/Property?$skip=1' },
    });
    await expect(query()).rejects.toThrow(/outside http:\/\/127\.0\.0\.1/);
  });
});

describe('Trestle quota', () => {
  it('slows down to the announced minute quota instead of running into 429', async () => {
    harness = await startTrestleHarness({ minuteQuota: 10 });
    for (let i = 0; i < 25; i++) await query();
    const starts = harness.double.queries().map((request) => request.at);
    expect(statuses().every((status) => status === 200)).toBe(true);
    for (const at of starts)
      expect(starts.filter((other) => other > at - 60_000 && other <= at).length).toBeLessThanOrEqual(9);
    expect(harness.sleep.total()).toBe(120_000);
  });
});
