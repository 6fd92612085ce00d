import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { categorySegment, publishedArticles, publishedCommunities, teamSlug, visibleAgents } from './content-api.ts';
import { PUBLIC_ROUTES, expectNoAxeViolations } from './support.ts';

/** The head tags a search engine reads in the server's HTML. */
interface ServerHead {
  title: string;
  description: string | null;
  canonical: string[];
  robots: string | null;
  og: Record<string, string>;
  twitterCard: string | null;
  jsonLd: string[];
}

/** Reads the head of the server's HTML (scripts off: what a crawler gets before any JavaScript). */
async function serverHead(page: Page, path: string): Promise<ServerHead> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    const og: Record<string, string> = {};
    for (const tag of document.head.querySelectorAll('meta[property^="og:"]'))
      og[tag.getAttribute('property') ?? ''] = tag.getAttribute('content') ?? '';
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      robots: content('meta[name="robots"]'),
      og,
      twitterCard: content('meta[name="twitter:card"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    };
  });
}

/** The seeded records the checks use: an agent, a community, an article with its path, a team listing. */
async function seededSamples(request: APIRequestContext) {
  const [agents, communities, articles, team, office] = await Promise.all([
    visibleAgents(request),
    publishedCommunities(request),
    publishedArticles(request),
    teamSlug(request),
    request
      .get('/api/corelogic/properties?listOfficeMlsId=PRG')
      .then((response) => response.json() as Promise<{ value: { ListingId: string }[] }>),
  ]);
  const article = articles.items[0];
  return {
    team,
    agentPath: `/about/meet-our-agents/${agents.items[0]?.slug}`,
    communityPath: `/communities/${communities.items[0]?.slug}`,
    articlePath: `/resources/${categorySegment(article?.category ?? '', team)}/${article?.slug}`,
    listingPath: `/properties/${office.value[0]?.ListingId}`,
  };
}

/** Every public route of the spec, with real seeded records for the path parameters. */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const samples = await seededSamples(request);
  const forSample: Record<string, string> = {
    '/about/meet-our-agents/sample-agent': samples.agentPath,
    '/communities/pelican-bay': samples.communityPath,
    '/resources/local-history/sample-article': samples.articlePath,
  };
  const pages = PUBLIC_ROUTES.filter(
    (path) => !['/not-authorized', '/reset-password', '/admin-console-login'].includes(path),
  ).map((path) => forSample[path] ?? path);
  return [...pages, samples.listingPath];
}

const absolute = /^https?:\/\/[^/]+\//;

test.describe('search engines and link previews', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page has its own title, a description, a canonical URL, Open Graph tags and valid JSON-LD', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    for (const path of await publicPages(page.request)) {
      const head = await serverHead(page, path);
      expect(head.title, path).toMatch(/Palmetto Realty Group/);
      expect(titles.get(head.title), `${path} has the title of ${titles.get(head.title)}`).toBeUndefined();
      titles.set(head.title, path);
      expect(head.description?.length ?? 0, path).toBeGreaterThan(40);
      expect(head.canonical, path).toHaveLength(1);
      expect(head.canonical[0], path).toMatch(absolute);
      expect(new URL(head.canonical[0] ?? '').pathname, path).toBe(path);
      expect(head.og['og:url'], path).toBe(head.canonical[0]);
      expect(head.og['og:title'], path).toBe(head.title);
      expect(head.og['og:description'], path).toBe(head.description);
      expect(head.og['og:image'], path).toMatch(absolute);
      expect(head.og['og:type'], path).toMatch(/^(website|article|profile)$/);
      expect(head.og['og:site_name'], path).toBe('Palmetto Realty Group');
      expect(head.twitterCard, path).toMatch(/^summary/);
      expect(head.robots, path).toBeNull();
      expect(head.jsonLd.length, path).toBeGreaterThan(0);
      for (const text of head.jsonLd) expect(() => JSON.parse(text), `${path}: ${text.slice(0, 80)}`).not.toThrow();
    }
  });

  test('the brokerage and the team are described on every page, with the phone, address and social profiles', async ({
    page,
  }) => {
    const settings = (await (await page.request.get('/api/site/settings')).json()) as {
      phone: string;
      social: Record<string, string>;
    };
    const head = await serverHead(page, '/contact-us');
    const graph =
      head.jsonLd
        .map((text) => JSON.parse(text) as { '@graph'?: Record<string, unknown>[] })
        .find((data) => data['@graph'])?.['@graph'] ?? [];
    const organization = graph.find((node) => node['@type'] === 'Organization');
    const team = graph.find((node) => node['@type'] === 'RealEstateAgent');
    expect(organization).toMatchObject({
      name: 'Palmetto Realty Group',
      telephone: settings.phone,
      logo: expect.stringMatching(absolute),
    });
    expect(team).toMatchObject({
      telephone: settings.phone,
      address: { '@type': 'PostalAddress', addressLocality: 'Naples' },
      parentOrganization: { '@id': organization?.['@id'] },
    });
    expect(team?.sameAs).toEqual(Object.values(settings.social).filter(Boolean));
    expect(team?.openingHoursSpecification).toEqual(
      expect.arrayContaining([expect.objectContaining({ '@type': 'OpeningHoursSpecification' })]),
    );
    const breadcrumb = head.jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'BreadcrumbList');
    expect(breadcrumb).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'Contact Us', item: head.canonical[0] },
      ],
    });
  });

  test('every path form of a page points to one canonical URL without its query', async ({ page }) => {
    const { value } = (await (await page.request.get('/api/corelogic/properties?listOfficeMlsId=PRG')).json()) as {
      value: { ListingId: string }[];
    };
    const id = value[0]?.ListingId ?? '';
    expect(new URL((await serverHead(page, `/property/${id}`)).canonical[0] ?? '').pathname).toBe(`/properties/${id}`);
    expect(new URL((await serverHead(page, '/search?city=Naples&page=2')).canonical[0] ?? '').pathname).toBe('/search');
    expect((await serverHead(page, '/contact-us?utm_source=newsletter')).canonical[0]).toMatch(/\/contact-us$/);
  });

  test('pages search engines should skip say noindex and give no canonical URL', async ({ page }) => {
    for (const path of ['/not-authorized', '/admin/agents']) {
      const head = await serverHead(page, path);
      expect(head.robots, path).toBe('noindex');
      expect(head.canonical, path).toEqual([]);
    }
    await page.goto('/communities/no-such-community');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});

test.describe('sitemap and robots', () => {
  test('robots.txt allows the public site, keeps out the admin area and the API, and names the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api/');
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });

  test('sitemap.xml lists the public pages, an agent, a community, an article (with its last change) and a listing', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    const samples = await seededSamples(request);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/contact-us',
        '/privacy-policy',
        `/resources/${samples.team}-articles`,
        samples.agentPath,
        samples.communityPath,
        samples.listingPath,
      ]),
    );
    expect(xml).toMatch(new RegExp(`<url><loc>[^<]*${samples.articlePath}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
    expect(paths.filter((path) => path.startsWith('/admin'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

test.describe('privacy policy', () => {
  test('is linked from the footer as Terms of Use & Privacy Policy and shows the policy with its last change', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Terms of Use & Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    const { title, intro, body, updatedAt } = (await (await page.request.get('/api/pages/privacy-policy')).json()) as {
      title: string;
      intro: string;
      body: string;
      updatedAt: string;
    };
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Palmetto Realty Group`);
    await expect(page.locator(`time[datetime="${updatedAt}"]`)).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByText(/^Last updated [A-Z]/)).toBeVisible();
    if (intro !== '') await expect(page.getByText(intro)).toBeVisible();
    const firstSection = /<h2>([^<]+)<\/h2>/.exec(body)?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 2, name: firstSection })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
