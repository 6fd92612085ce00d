import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { fallbackSeoSettings, type SeoSettings } from '@app/domain';
import { pageHead } from './page-head.ts';
import { SiteHeadContent } from './site-head-content.tsx';
import { SITE } from './sample-content.ts';

const INJECTION = '</script><script>alert("owned")</script>';

/** A two-route app rendered to HTML the way the site's document head renders. */
async function renderHead(path: string, seo: SeoSettings | null = null): Promise<string> {
  const rootRoute = createRootRoute({
    head: () => ({ meta: [{ property: 'og:url', content: '/default' }] }),
    component: () => (
      <>
        <SiteHeadContent siteUrl={SITE} seo={seo} />
        <Outlet />
      </>
    ),
  });
  const articleRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/resources/$category/$slug',
    head: () =>
      pageHead({
        title: `Hurricane season ${INJECTION}`,
        description: 'What to prepare',
        canonicalPath: '/resources/buyer-resources/hurricane-season',
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'Article', headline: `Hurricane season ${INJECTION}` }],
      }),
    component: () => <p>article</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([articleRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

describe(SiteHeadContent, () => {
  it('writes JSON-LD that text from the content can never close early', async () => {
    const html = await renderHead('/resources/buyer-resources/hurricane-season?utm_source=mail');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain(INJECTION);
    expect(JSON.parse(scripts[0] ?? '')).toMatchObject({
      '@type': 'Article',
      headline: `Hurricane season ${INJECTION}`,
    });
  });

  it("gives the deepest route's og:url, absolute, and one canonical link to it", async () => {
    const html = await renderHead('/resources/buyer-resources/hurricane-season?utm_source=mail');
    const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((match) => match[1]);
    expect(canonical).toEqual([`${SITE}/resources/buyer-resources/hurricane-season`]);
    expect(html).toContain(`<meta property="og:url" content="${SITE}/resources/buyer-resources/hurricane-season"/>`);
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; | Palmetto Realty Group',
    );
  });

  it("puts the page's title in the admin's template for <title>, og:title and twitter:title", async () => {
    const seo = { ...fallbackSeoSettings('Palmetto'), titleTemplate: 'Palmetto · %s' };
    const html = await renderHead('/resources/buyer-resources/hurricane-season', seo);
    const title = 'Palmetto · Hurricane season &lt;/script&gt;&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
    expect(html).toContain(`<meta name="twitter:title" content="${title}"/>`);
  });
});
