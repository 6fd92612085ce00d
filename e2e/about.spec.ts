import { expect, test, type Page } from './test.ts';
import {
  agentListingTotal,
  agents,
  dollars,
  sales,
  sitePage,
  testimonials,
  totalsOf,
  type ApiAgent,
} from './about-api.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

const main = (page: Page) => page.getByRole('main');

/** The agent with the most listings for sale, so their page has cards to show. */
async function agentWithListings(page: Page): Promise<{ agent: ApiAgent; active: number; sold: number }> {
  let best: { agent: ApiAgent; active: number; sold: number } | null = null;
  for (const agent of await agents(page.request)) {
    if (agent.mlsMemberId === null) continue;
    const active = await agentListingTotal(page.request, agent.mlsMemberId);
    if (best === null || active > best.active)
      best = { agent, active, sold: await agentListingTotal(page.request, agent.mlsMemberId, 'closed') };
  }
  if (best === null || best.active === 0) throw new Error('No seeded agent has listings for sale');
  return best;
}

test.describe('about pages', () => {
  test('/about shows its page, the team in numbers, the brokers and the way to every About page', async ({ page }) => {
    const [about, team] = await Promise.all([sitePage(page.request, 'about'), agents(page.request)]);
    await page.goto('/about');
    await expect(page).toHaveTitle(`${about.title} | Palmetto Realty Group`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.title);
    await expect(main(page)).toContainText(about.intro);
    await expect(main(page)).toContainText(`${team.length}agents`);
    for (const broker of team.filter((agent) => agent.isBroker))
      await expect(main(page).getByRole('heading', { level: 3, name: broker.name })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'About us', exact: true });
    await expect(nav.getByRole('link')).toHaveText([
      'About Us',
      'Meet Our Agents',
      'Testimonials',
      'Our Sales Results',
      'Our Brokerage',
      'Areas of Service',
    ]);
    await expect(nav.getByRole('link', { name: 'About Us', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Get to know us' }).getByRole('link', { name: 'Our Brokerage' }).click();
    await expect(page).toHaveURL(/\/about\/our-brokerage$/);
  });

  test('/about/our-brokerage shows its page and its brokers', async ({ page }) => {
    const brokerage = await sitePage(page.request, 'our-brokerage');
    const brokers = (await agents(page.request)).filter((agent) => agent.isBroker);
    await page.goto('/about/our-brokerage');
    await expect(page).toHaveTitle(`${brokerage.title} | Palmetto Realty Group`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brokerage.title);
    await expect(main(page)).toContainText(brokerage.intro);
    await expect(page.getByRole('region', { name: 'Our brokers' }).getByRole('heading', { level: 3 })).toHaveText(
      brokers.map((broker) => broker.name),
    );
    await expectNoAxeViolations(page);
  });

  test('/about/areas-of-service shows its page, each city served with its search and each published community', async ({
    page,
  }) => {
    const areas = await sitePage(page.request, 'areas-of-service');
    const communities = (await (await page.request.get('/api/communities?perPage=200')).json()) as {
      items: { slug: string; name: string; city: string }[];
    };
    await page.goto('/about/areas-of-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(areas.title);
    await expect(main(page)).toContainText(areas.intro);
    await expect(page.getByRole('link', { name: 'Homes for sale in Naples', exact: true })).toHaveAttribute(
      'href',
      '/search?city=Naples',
    );
    for (const community of communities.items) {
      const city = page.getByRole('region', { name: community.city, exact: true });
      await expect(city.getByRole('link', { name: community.name, exact: true })).toHaveAttribute(
        'href',
        `/communities/${community.slug}`,
      );
    }
    await expectNoAxeViolations(page);
  });

  test('/about/testimonials shows every published testimonial with its stars, and filters by agent in the address', async ({
    page,
  }) => {
    const [all, team] = await Promise.all([testimonials(page.request), agents(page.request)]);
    expect(all.length).toBeGreaterThanOrEqual(12);
    await page.goto('/about/testimonials');
    await expect(page).toHaveTitle('Testimonials | Palmetto Realty Group');
    await expect(page.locator('blockquote')).toHaveCount(Math.min(all.length, 12));
    await expect(page.locator('blockquote').first()).toContainText(all[0]!.quote);
    await expect(main(page).getByText(`${all[0]!.rating} out of 5 stars`).first()).toBeAttached();
    await expectNoAxeViolations(page);

    const agent = team.find((candidate) => all.some((testimonial) => testimonial.agentId === candidate.id))!;
    const theirs = all.filter((testimonial) => testimonial.agentId === agent.id);
    await waitForHydration(page);
    await page.getByRole('search', { name: 'Filter testimonials' }).getByLabel('Agent').selectOption(agent.slug);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/about/testimonials\\?agent=${agent.slug}$`));
    await expect(main(page).getByRole('heading', { level: 2, name: `Testimonials about ${agent.name}` })).toBeVisible();
    await expect(page.locator('blockquote')).toHaveText(theirs.map((testimonial) => `“${testimonial.quote}”`));
    await page.reload();
    await expect(page.locator('blockquote')).toHaveCount(theirs.length);
    await expect(page).toHaveTitle(`Testimonials for ${agent.name} | Palmetto Realty Group`);
  });

  test('/about/our-sales-results shows the totals and every sale, and filters by city, side and agent in the address', async ({
    page,
  }) => {
    const [all, team] = await Promise.all([sales(page.request), agents(page.request)]);
    expect(all.length).toBeGreaterThanOrEqual(20);
    const totals = totalsOf(all);
    await page.goto('/about/our-sales-results');
    const summary = page.getByLabel('Sales totals');
    await expect(summary).toContainText(`Homes sold${totals.count}`);
    await expect(summary).toContainText(`Total volume${dollars(totals.volume)}`);
    await expect(summary).toContainText(`Average price${dollars(totals.average!)}`);
    const listing = all.filter((sale) => sale.side === 'listing');
    await expect(summary).toContainText(
      `Listing side${listing.length} sales${dollars(totalsOf(listing).volume)} for sellers`,
    );
    await expect(main(page).getByRole('listitem')).toHaveCount(all.length);
    await expect(
      main(page).getByRole('img', { name: `Front view of the home at ${all[0]!.address}, ${all[0]!.city}` }),
    ).toBeAttached();
    await expectNoAxeViolations(page);

    await waitForHydration(page);
    const form = page.getByRole('search', { name: 'Filter sales results' });
    await form.getByLabel('City').selectOption('Naples');
    await form.getByLabel('Side').selectOption('buyer');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/about\/our-sales-results\?city=Naples&side=buyer$/);
    const naplesBuyers = all.filter((sale) => sale.city === 'Naples' && sale.side === 'buyer');
    await expect(summary).toContainText(`Homes sold${naplesBuyers.length}`);
    await expect(summary).toContainText(`Total volume${dollars(totalsOf(naplesBuyers).volume)}`);
    await expect(main(page).getByRole('listitem')).toHaveCount(naplesBuyers.length);

    const agent = team.find((candidate) => all.some((sale) => sale.agentId === candidate.id))!;
    await page.goto(`/about/our-sales-results?agent=${agent.slug}`);
    const theirs = all.filter((sale) => sale.agentId === agent.id);
    await expect(summary).toContainText(`Homes sold${theirs.length}`);
    await expect(page.getByRole('search', { name: 'Filter sales results' }).getByLabel('Agent')).toHaveValue(
      agent.slug,
    );
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/about\/our-sales-results$/);
    await expect(summary).toContainText(`Homes sold${totals.count}`);
  });
});

test.describe('agents', () => {
  test('/about/meet-our-agents shows every visible agent, searches by name and filters by language in the address', async ({
    page,
  }) => {
    const team = await agents(page.request);
    expect(team.length).toBeGreaterThanOrEqual(8);
    await page.goto('/about/meet-our-agents');
    await expect(page).toHaveTitle('Meet Our Agents | Palmetto Realty Group');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(team.map((agent) => agent.name));
    await expectNoAxeViolations(page);

    const [first] = team;
    const firstName = first!.name.split(' ')[0]!;
    await waitForHydration(page);
    const form = page.getByRole('search', { name: 'Find an agent' });
    await form.getByLabel('Name').fill(firstName.toLowerCase());
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${firstName.toLowerCase()}$`));
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
      team.filter((agent) => agent.name.toLowerCase().includes(firstName.toLowerCase())).map((agent) => agent.name),
    );

    const language = team.flatMap((agent) => agent.languages).find((candidate) => candidate !== 'English')!;
    await page.goto(`/about/meet-our-agents?language=${encodeURIComponent(language)}`);
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
      team.filter((agent) => agent.languages.includes(language)).map((agent) => agent.name),
    );
    await expect(page.getByRole('search', { name: 'Find an agent' }).getByLabel('Language')).toHaveValue(language);

    const specialty = team[1]!.specialties[0]!;
    await page.goto(`/about/meet-our-agents?specialty=${encodeURIComponent(specialty)}`);
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
      team.filter((agent) => agent.specialties.includes(specialty)).map((agent) => agent.name),
    );
  });

  test('an agent card leads to the agent page', async ({ page }) => {
    const [first] = await agents(page.request);
    await page.goto('/about/meet-our-agents');
    await waitForHydration(page);
    await page.getByRole('link', { name: first!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/about/meet-our-agents/${first!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
  });

  test('an agent page shows the bio, contact, licence, their listings for sale and sold, their sales and testimonials', async ({
    page,
  }) => {
    const { agent, active, sold } = await agentWithListings(page);
    const [theirTestimonials, theirSales] = await Promise.all([
      testimonials(page.request, `&agentId=${agent.id}`),
      sales(page.request, `&agentId=${agent.id}`),
    ]);
    await page.goto(`/about/meet-our-agents/${agent.slug}`);
    await expect(page).toHaveTitle(`${agent.name}, ${agent.title} | Palmetto Realty Group`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(agent.name);
    await expect(page.getByRole('link', { name: agent.phone })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(page.getByRole('link', { name: agent.email })).toHaveAttribute('href', `mailto:${agent.email}`);
    await expect(main(page)).toContainText(agent.licenseNumber);
    await expect(main(page)).toContainText(agent.languages.join(', '));

    const forSale = page.getByRole('region', { name: /homes for sale$/ });
    await expect(forSale.locator('a[data-listing-id]')).toHaveCount(Math.min(active, 6));
    if (active > 6)
      await expect(forSale.getByRole('link', { name: `See all ${active}` })).toHaveAttribute(
        'href',
        `/search?agent=${agent.mlsMemberId}`,
      );
    const soldSection = page.getByRole('region', { name: /^Sold by / });
    await expect(soldSection.locator('a[data-listing-id]')).toHaveCount(Math.min(sold, 6));

    const reviews = page.getByRole('region', { name: /^What clients say about/ });
    await expect(reviews.locator('blockquote')).toHaveText(
      theirTestimonials.map((testimonial) => `“${testimonial.quote}”`),
    );
    if (theirSales.length > 0)
      await expect(page.getByLabel(/sales totals$/)).toContainText(`Homes sold${theirSales.length}`);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(
      structured
        .map((text) => JSON.parse(text) as { '@type'?: string; name?: string })
        .filter((data) => data['@type'] === 'Person'),
    ).toMatchObject([{ name: agent.name }]);
    await expectNoAxeViolations(page);
  });

  test("the agent page's full search shows only that agent's listings", async ({ page }) => {
    const { agent, active } = await agentWithListings(page);
    await page.goto(`/search?agent=${agent.mlsMemberId}`);
    await expect(page.getByRole('group', { name: 'Active filters' })).toContainText(
      `Listing agent ${agent.mlsMemberId}`,
    );
    await expect(page.locator('a[data-listing-id]')).toHaveCount(Math.min(active, 24));
  });

  test('an unknown agent is the Page Not Found screen with status 404', async ({ page }) => {
    const response = await page.goto('/about/meet-our-agents/no-such-agent');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});

test.describe('home page content', () => {
  test('the hero is the current home-hero banner with the quick search inside, then communities, the promo, testimonials and the latest articles', async ({
    page,
  }) => {
    const banners = (await (await page.request.get('/api/banners?placement=home-hero')).json()) as {
      title: string;
      subtitle: string;
      linkText: string;
      linkUrl: string;
    }[];
    const [promo] = (await (await page.request.get('/api/banners?placement=home-promo')).json()) as { title: string }[];
    const communities = (await (await page.request.get('/api/communities?perPage=6')).json()) as {
      items: { slug: string; name: string }[];
    };
    const [latest] = (
      (await (await page.request.get('/api/articles?perPage=3')).json()) as {
        items: { slug: string; title: string; category: string }[];
      }
    ).items;
    const hero = banners[0]!;
    await page.goto('/');
    const heroSection = page.locator('section').first();
    await expect(heroSection).toContainText(hero.title);
    await expect(heroSection).toContainText(hero.subtitle);
    await expect(heroSection.getByRole('search', { name: 'Quick property search' })).toBeVisible();
    await expect(heroSection.getByRole('link', { name: hero.linkText })).toHaveAttribute('href', hero.linkUrl);

    const tiles = page.getByRole('region', { name: 'Explore Our Communities' });
    for (const community of communities.items)
      await expect(tiles.getByRole('link', { name: new RegExp(`^${community.name} `) })).toHaveAttribute(
        'href',
        `/communities/${community.slug}`,
      );
    await expect(page.getByRole('region', { name: promo!.title })).toBeVisible();
    const reviews = page.getByRole('region', { name: 'What Our Clients Say' });
    await expect(reviews.locator('blockquote')).toHaveCount(3);
    await expect(reviews.getByText('5 out of 5 stars').first()).toBeAttached();
    const articles = page.getByRole('region', { name: 'Latest Articles' });
    await expect(articles.getByRole('heading', { level: 3 })).toHaveCount(3);
    const segment = latest!.category === 'team-articles' ? 'palmetto-articles' : latest!.category;
    await expect(articles.getByRole('link', { name: latest!.title })).toHaveAttribute(
      'href',
      `/resources/${segment}/${latest!.slug}`,
    );
    await expectNoAxeViolations(page);
  });
});
