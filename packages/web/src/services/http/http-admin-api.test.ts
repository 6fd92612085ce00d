import { describe, expect, it } from 'vitest';
import { ValidationError } from '@app/domain';
import { withQuery } from '../admin-api.ts';
import { HttpError } from './app-fetch.ts';
import { createHttpAdminApi } from './http-admin-api.ts';

function answering(status: number, body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const api = createHttpAdminApi(async (url, init) => {
    calls.push({ url, init });
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { api, calls };
}

describe(withQuery, () => {
  it('leaves out empty and undefined values and keeps the rest in order', () => {
    expect(
      withQuery('/api/admin/agents', { search: '', sort: 'name', page: 2, filter: undefined, enabled: false }),
    ).toBe('/api/admin/agents?sort=name&page=2&enabled=false');
    expect(withQuery('/api/admin/agents')).toBe('/api/admin/agents');
  });
});

describe(createHttpAdminApi, () => {
  it('sends JSON bodies and reads JSON answers', async () => {
    const { api, calls } = answering(201, { id: 'a' });

    expect(await api.post('/api/admin/agents', { name: 'Maria' })).toEqual({ id: 'a' });
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{"name":"Maria"}' });
  });

  it('answers nothing for a 204', async () => {
    expect(await answering(204, null).api.del('/api/admin/agents/a')).toBeUndefined();
  });

  it('turns a 400 with issues into the domain ValidationError, so forms can mark each field', async () => {
    const failure = await answering(400, { error: 'bad', issues: [{ field: 'name', message: 'Name is required' }] })
      .api.put('/x', {})
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).issues).toEqual([{ field: 'name', message: 'Name is required' }]);
  });

  it("turns any other failure into an HttpError with the server's message", async () => {
    const failure = await answering(403, { error: 'Not allowed' })
      .api.get('/x')
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 403, message: 'Not allowed' });
  });
});
