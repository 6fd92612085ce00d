import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { FETCH_RETRIES } from '@app/domain';
import { HttpError, createAppFetch, getJson } from './app-fetch.ts';

describe(createAppFetch, () => {
  it('returns the first answer when the network works', async () => {
    const base = vi.fn(async () => new Response('ok'));
    const response = await createAppFetch(base)('/x');
    expect(await response.text()).toBe('ok');
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('retries a network failure up to 3 times, then gives up with the failure', async () => {
    const base = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createAppFetch(base)('/x')).rejects.toThrow('Failed to fetch');
    expect(base).toHaveBeenCalledTimes(1 + FETCH_RETRIES);
  });

  it('does not retry an HTTP error answer', async () => {
    const base = vi.fn(async () => new Response('nope', { status: 503 }));
    const response = await createAppFetch(base)('/x');
    expect(response.status).toBe(503);
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('succeeds whenever the network recovers within the retries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: FETCH_RETRIES }), async (failures) => {
        let calls = 0;
        const base = async () => {
          calls += 1;
          if (calls <= failures) throw new TypeError('offline');
          return new Response('ok');
        };
        const response = await createAppFetch(base)('/x');
        expect(response.ok).toBe(true);
        expect(calls).toBe(failures + 1);
      }),
    );
  });
});

describe(getJson, () => {
  it('throws the server message of an error answer', async () => {
    const fetchFn = async () => Response.json({ data: [], error: 'Failed to fetch footer links' }, { status: 503 });
    await expect(getJson(fetchFn, '/api/footer/links')).rejects.toEqual(
      new HttpError(503, 'Failed to fetch footer links'),
    );
  });

  it('falls back to the status when the error answer is not JSON', async () => {
    const fetchFn = async () => new Response('<html>', { status: 502 });
    await expect(getJson(fetchFn, '/x')).rejects.toThrow('Request failed with status 502');
  });
});
