import { isNotFound } from '@tanstack/react-router';
import type { ListingSearch, SearchResults } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { contentFixture, sampleAgent } from '../articles/sample-content.ts';
import { samplePage, sampleSale, sampleTestimonial } from '../about/sample-people.ts';
import { loadAgentPage } from './load-agent-page.ts';

const NO_RESULTS: SearchResults = { listings: [], total: 0, page: 1, pageSize: 24, pageCount: 1 };

async function agentFixture(options: { closedListingsPublic: boolean; failSearch?: boolean }) {
  const fixture = contentFixture();
  const { agents, testimonials, salesResults, sitePages } = fixture.repositories;
  const maria = await agents.create(sampleAgent({ mlsMemberId: '248100' }));
  const tom = await agents.create(
    sampleAgent({ slug: 'tom-becker', name: 'Tom Becker', isBroker: false, mlsMemberId: null }),
  );
  await agents.create(sampleAgent({ slug: 'hidden-agent', name: 'Hidden Agent', visible: false }));
  await testimonials.create(sampleTestimonial({ agentId: maria.id }));
  await testimonials.create(sampleTestimonial({ agentId: tom.id, authorName: 'Ruth Gold' }));
  await testimonials.create(sampleTestimonial({ agentId: maria.id, authorName: 'Not Yet', published: false }));
  await salesResults.create(sampleSale({ agentId: maria.id }));
  await salesResults.create(sampleSale({ agentId: tom.id, side: 'buyer', price: 700_000 }));
  await sitePages.create(
    samplePage({
      slug: 'broker-maria-alvarez',
      title: 'Maria Alvarez, Broker',
      body: '<p>Why Maria opened the brokerage.</p>',
    }),
  );
  const searches: ListingSearch[] = [];
  const searchListings = async (search: ListingSearch) => {
    searches.push(search);
    if (options.failSearch) throw new Error('Failed to fetch properties');
    return NO_RESULTS;
  };
  const deps = {
    services: { content: fixture.services.content, searchListings },
    config: { closedListingsPublic: options.closedListingsPublic },
  };
  return { deps, searches };
}

describe(loadAgentPage, () => {
  it('loads the agent with their published testimonials, sales, broker page and listings by MLS member id', async () => {
    const { deps, searches } = await agentFixture({ closedListingsPublic: true });
    const data = await loadAgentPage(deps, 'maria-alvarez');
    expect(data.agent.name).toBe('Maria Alvarez');
    expect(data.testimonials.map((testimonial) => testimonial.authorName)).toEqual(['Linda and Mark Peterson']);
    expect(data.sales.map((sale) => sale.price)).toEqual([1_850_000]);
    expect(data.brokerPage?.title).toBe('Maria Alvarez, Broker');
    expect(searches).toEqual([
      { sort: 'newest', page: 1, listAgentMlsId: '248100' },
      { sort: 'newest', page: 1, listAgentMlsId: '248100', statuses: ['Closed'] },
    ]);
    expect(data.activeListings).toEqual({ results: NO_RESULTS, error: null });
    expect(data.soldListings).toEqual({ results: NO_RESULTS, error: null });
  });

  it('does not look for sold listings when sold data is not public', async () => {
    const { deps, searches } = await agentFixture({ closedListingsPublic: false });
    const data = await loadAgentPage(deps, 'maria-alvarez');
    expect(searches.map((search) => search.statuses)).toEqual([undefined]);
    expect(data.soldListings).toBeNull();
  });

  it('has no listing sections for an agent without an MLS member id, and no broker page for an agent who is not a broker', async () => {
    const { deps, searches } = await agentFixture({ closedListingsPublic: true });
    const data = await loadAgentPage(deps, 'tom-becker');
    expect(searches).toEqual([]);
    expect(data).toMatchObject({ activeListings: null, soldListings: null, brokerPage: null });
    expect(data.testimonials.map((testimonial) => testimonial.authorName)).toEqual(['Ruth Gold']);
  });

  it('keeps the page when a listing search fails, with the message in its section', async () => {
    const { deps } = await agentFixture({ closedListingsPublic: true, failSearch: true });
    const data = await loadAgentPage(deps, 'maria-alvarez');
    expect(data.activeListings).toEqual({ results: null, error: 'Failed to fetch properties' });
  });

  it('is not found for an unknown or hidden agent', async () => {
    const { deps } = await agentFixture({ closedListingsPublic: true });
    for (const slug of ['nobody', 'hidden-agent']) {
      const error = await loadAgentPage(deps, slug).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(isNotFound(error)).toBe(true);
    }
  });
});
