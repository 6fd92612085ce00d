import { describe, expect, it } from 'vitest';
import { createHttpContentServices } from './http-content-services.ts';

function recordingFetch(status = 200, body: unknown = { items: [], total: 0, page: 1, perPage: 20 }) {
  const urls: string[] = [];
  const fetchFn = async (input: string) => {
    urls.push(input);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { urls, content: createHttpContentServices(fetchFn) };
}

describe(createHttpContentServices, () => {
  it('asks the content API with the given filters only', async () => {
    const { urls, content } = recordingFetch();
    await content.agents();
    await content.agents({ language: 'Spanish', search: '', page: 2 });
    await content.articles({ category: 'local-history', tag: 'a&b' });
    await content.salesResults({ side: 'buyer', perPage: 50 });
    await content.testimonials({ agentId: 'x' });
    await content.communities({ search: 'bay' });
    expect(urls).toEqual([
      '/api/agents',
      '/api/agents?language=Spanish&page=2',
      '/api/articles?category=local-history&tag=a%26b',
      '/api/sales-results?side=buyer&perPage=50',
      '/api/testimonials?agentId=x',
      '/api/communities?search=bay',
    ]);
  });

  it('asks for banners by placement and answers the array', async () => {
    const { urls, content } = recordingFetch(200, [{ title: 'Hero' }]);
    expect(await content.banners('home-hero')).toEqual([{ title: 'Hero' }]);
    expect(urls).toEqual(['/api/banners?placement=home-hero']);
  });

  it('answers null for an unknown slug and encodes the slug', async () => {
    const { urls, content } = recordingFetch(404, { error: 'Agent not found: a b' });
    expect(await content.agent('a b')).toBeNull();
    expect(await content.community('x')).toBeNull();
    expect(await content.article('y')).toBeNull();
    expect(await content.page('broker-z')).toBeNull();
    expect(urls).toEqual(['/api/agents/a%20b', '/api/communities/x', '/api/articles/y', '/api/pages/broker-z']);
  });

  it("rejects with the server's message when the content is unavailable", async () => {
    const { content } = recordingFetch(503, { error: 'The agents could not be read' });
    await expect(content.agents()).rejects.toThrow('The agents could not be read');
  });
});
