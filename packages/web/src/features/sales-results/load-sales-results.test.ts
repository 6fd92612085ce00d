import { describe, expect, it } from 'vitest';
import { contentFixture, sampleAgent } from '../articles/sample-content.ts';
import { samplePage, sampleSale } from '../about/sample-people.ts';
import { loadSalesResults } from './load-sales-results.ts';

async function salesFixture() {
  const fixture = contentFixture();
  const { agents, salesResults, sitePages } = fixture.repositories;
  const maria = await agents.create(sampleAgent());
  await agents.create(sampleAgent({ slug: 'tom-becker', name: 'Tom Becker' }));
  await salesResults.create(sampleSale({ agentId: maria.id, price: 1_000_000, closedOn: '2024-09-01' }));
  await salesResults.create(
    sampleSale({ agentId: maria.id, city: 'Estero', side: 'buyer', price: 600_000, closedOn: '2024-08-01' }),
  );
  await salesResults.create(sampleSale({ city: 'Naples', side: 'buyer', price: 500_000, closedOn: '2024-07-01' }));
  await salesResults.create(sampleSale({ price: 9_000_000, published: false }));
  await sitePages.create(samplePage({ slug: 'sales-results', title: 'Our Sales Results' }));
  return fixture.services.content;
}

describe(loadSalesResults, () => {
  it('totals every published sale and offers their cities and agents', async () => {
    const data = await loadSalesResults(await salesFixture(), {});
    expect(data.sitePage?.title).toBe('Our Sales Results');
    expect(data.results.map((sale) => sale.price)).toEqual([1_000_000, 600_000, 500_000]);
    expect(data.summary).toEqual({
      count: 3,
      totalVolume: 2_100_000,
      averagePrice: 700_000,
      bySide: { listing: { count: 1, volume: 1_000_000 }, buyer: { count: 2, volume: 1_100_000 } },
    });
    expect(data.cities).toEqual(['Estero', 'Naples']);
    expect(data.agents.map((agent) => agent.slug)).toEqual(['maria-alvarez']);
  });

  it('narrows to the city, side and agent of the address and totals only those', async () => {
    const content = await salesFixture();
    const data = await loadSalesResults(content, { city: 'naples', side: 'buyer' });
    expect(data.filter).toEqual({ city: 'naples', side: 'buyer' });
    expect(data.summary).toMatchObject({ count: 1, totalVolume: 500_000 });
    expect((await loadSalesResults(content, { agent: 'maria-alvarez' })).summary.count).toBe(2);
    expect((await loadSalesResults(content, { agent: 'tom-becker' })).results).toEqual([]);
  });
});
