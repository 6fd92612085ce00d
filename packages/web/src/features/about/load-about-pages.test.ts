import { describe, expect, it } from 'vitest';
import { contentFixture, sampleAgent, sampleCommunity } from '../articles/sample-content.ts';
import { loadAboutPage, loadAreasOfService, loadBrokeragePage } from './load-about-pages.ts';
import { samplePage, sampleSale } from './sample-people.ts';

async function aboutFixture() {
  const { repositories, services } = contentFixture();
  await repositories.agents.create(sampleAgent());
  await repositories.agents.create(
    sampleAgent({ slug: 'tom-becker', name: 'Tom Becker', isBroker: false, languages: ['German'] }),
  );
  await repositories.salesResults.create(sampleSale({ price: 1_000_000 }));
  await repositories.salesResults.create(sampleSale({ price: 500_000, side: 'buyer' }));
  await repositories.sitePages.create(samplePage());
  await repositories.sitePages.create(samplePage({ slug: 'our-brokerage', title: 'Our Brokerage' }));
  await repositories.communities.create(sampleCommunity());
  await repositories.communities.create(
    sampleCommunity({ slug: 'the-brooks', name: 'The Brooks', city: 'Estero', subdivisions: ['The Brooks'] }),
  );
  await repositories.communities.create(
    sampleCommunity({ slug: 'draft-place', name: 'Draft Place', city: 'Estero', published: false }),
  );
  return services.content;
}

describe(loadAboutPage, () => {
  it('loads the about page with the team in numbers and its brokers', async () => {
    const data = await loadAboutPage(await aboutFixture());
    expect(data.sitePage?.title).toBe('About The Palmetto Team');
    expect(data).toMatchObject({
      teamSize: 2,
      languages: ['English', 'German', 'Spanish'],
      sales: { count: 2, totalVolume: 1_500_000 },
    });
    expect(data.brokers.map((broker) => broker.slug)).toEqual(['maria-alvarez']);
  });
});

describe(loadBrokeragePage, () => {
  it('loads the brokerage page and the brokers', async () => {
    const data = await loadBrokeragePage(await aboutFixture());
    expect(data.sitePage?.title).toBe('Our Brokerage');
    expect(data.brokers.map((broker) => broker.name)).toEqual(['Maria Alvarez']);
  });
});

describe(loadAreasOfService, () => {
  it('groups the published communities under the cities served, a city without any page left as a search only', async () => {
    const data = await loadAreasOfService(await aboutFixture());
    expect(data.sitePage).toBeNull();
    const byCity = Object.fromEntries(
      data.areas.map((area) => [area.city, area.communities.map((community) => community.name)]),
    );
    expect(byCity).toMatchObject({ Naples: ['Pelican Bay'], Estero: ['The Brooks'], 'Cape Coral': [] });
    expect(data.areas[0]?.city).toBe('Naples');
  });
});
