import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FixedClock } from '@app/testing';
import type { PageRequest } from '@app/domain';
import { captureLog, type CapturedLog } from '../../logging/log-capture.ts';
import { PAGE_FRESH_MS, PageCache } from '../page-cache/page-cache.ts';
import { carriesSignInCookie, pageCacheKey, routePageRequest, webRoutes } from './web.routes.ts';

/** Keeps the "Page Not Found" lines of these tests out of the test output (warnings still show). */
let quiet: CapturedLog | undefined;
const quietLog = () => (quiet = captureLog('warn'));
afterEach(() => quiet?.restore());

describe(webRoutes, () => {
  it('hands every answered page to pageServed with what counting it needs', async () => {
    const pageServed = vi.fn<(request: PageRequest) => void>();
    const web = {
      clientDir: tmpdir(),
      renderPage: async (request: Request) =>
        new Response('page', { status: new URL(request.url).pathname === '/gone' ? 404 : 200 }),
    };
    const app = webRoutes(web, { pageServed });
    quietLog();

    await app.request('/about?x=1', { headers: { 'user-agent': 'Mozilla/5.0', 'sec-purpose': 'prefetch' } });
    await app.request('/gone');

    expect(pageServed.mock.calls.map(([request]) => request)).toEqual([
      { method: 'GET', path: '/about', status: 200, userAgent: 'Mozilla/5.0', purpose: 'prefetch' },
      { method: 'GET', path: '/gone', status: 404, userAgent: null, purpose: null },
    ]);
  });

  it('answers a rendered page whole, compressed for the client, with its length', async () => {
    const html = `<!doctype html><title>Homes</title>${'<p>Homes in Naples</p>'.repeat(200)}`;
    const web = {
      clientDir: tmpdir(),
      renderPage: async () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    };
    const app = webRoutes(web);
    const get = (headers: Record<string, string>, method = 'GET') => app.request('/about', { method, headers });

    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get({ 'accept-encoding': 'gzip' });
    const plain = await get({});
    const head = await get({ 'accept-encoding': 'br' }, 'HEAD');
    const bodies = await Promise.all(
      [br, gzip, plain].map(async (response) => new Uint8Array(await response.arrayBuffer())),
    );

    expect([br, gzip, plain, head].map((response) => response.headers.get('content-encoding'))).toEqual([
      'br',
      'gzip',
      null,
      null,
    ]);
    expect([br, gzip, plain].map((response) => Number(response.headers.get('content-length')))).toEqual(
      bodies.map((body) => body.byteLength),
    );
    expect([br, gzip, plain].map((response) => response.headers.get('vary'))).toEqual([
      'accept-encoding',
      'accept-encoding',
      'accept-encoding',
    ]);
    expect(brotliDecompressSync(bodies[0] as Uint8Array).toString()).toBe(html);
    expect(gunzipSync(bodies[1] as Uint8Array).toString()).toBe(html);
    expect(new TextDecoder().decode(bodies[2])).toBe(html);
    expect(bodies[0]?.byteLength).toBeLessThan(html.length / 10);
    expect(br.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends small pages and empty answers as they are', async () => {
    const web = {
      clientDir: tmpdir(),
      renderPage: async (request: Request) =>
        new URL(request.url).pathname === '/moved'
          ? new Response(null, { status: 307, headers: { location: '/about' } })
          : new Response('<p>short</p>', { headers: { 'content-type': 'text/html' } }),
    };
    const app = webRoutes(web);
    const short = await app.request('/short', { headers: { 'accept-encoding': 'br' } });
    const moved = await app.request('/moved', { headers: { 'accept-encoding': 'br' } });

    expect([short.headers.get('content-encoding'), await short.text(), short.headers.get('content-length')]).toEqual([
      null,
      '<p>short</p>',
      '12',
    ]);
    expect([moved.status, moved.headers.get('location'), moved.headers.get('content-encoding')]).toEqual([
      307,
      '/about',
      null,
    ]);
  });
});

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SESSION = 'sb-palmetto-auth-token=%7B%22access_token%22%3A%22t%22%7D';

/** A web app whose renderer streams a page naming its path, the user agent it rendered for and the data version. */
function fakeSite() {
  const renders: { path: string; userAgent: string | null; cookie: string | null }[] = [];
  let version = 1;
  const renderPage = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    renders.push({
      path: `${url.pathname}${url.search}`,
      userAgent: request.headers.get('user-agent'),
      cookie: request.headers.get('cookie'),
    });
    const html = `<!doctype html><title>${url.pathname}</title><p>version ${version}</p><p>${request.headers.get('user-agent')}</p>${'<p>Homes in Naples</p>'.repeat(200)}`;
    const bytes = new TextEncoder().encode(html);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 100));
        controller.enqueue(bytes.subarray(100));
        controller.close();
      },
    });
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    if (url.pathname === '/sets-cookie') headers['set-cookie'] = 'seen=1; Path=/';
    return new Response(body, { status: url.pathname === '/gone' ? 404 : 200, headers });
  };
  return {
    web: { clientDir: tmpdir(), renderPage },
    renders,
    publish: () => {
      version += 1;
    },
  };
}

function setUp() {
  const site = fakeSite();
  const clock = new FixedClock(Date.parse('2026-11-01T12:00:00Z'));
  const pageCache = new PageCache({ clock });
  const pageServed = vi.fn<(request: PageRequest) => void>();
  const app = webRoutes(site.web, { pageCache, pageServed });
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers: { 'user-agent': BROWSER, ...headers } });
  quietLog();
  return { ...site, clock, pageCache, pageServed, app, get };
}

async function text(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return new TextDecoder().decode(bytes);
}

describe('the page cache on the page route', () => {
  it('renders a page once, then answers it from the cache with the same entity tag and headers a CDN can use', async () => {
    const { get, renders } = setUp();
    const first = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    const second = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });

    expect(renders).toHaveLength(1);
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['miss', 'hit']);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(second.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    const [firstText, secondText] = [await text(first), await text(second)];
    expect(secondText).toBe(firstText);
    expect(secondText).toContain('version 1');
  });

  it('sends brotli, gzip or plain bytes as the client takes them, each with its length and its own tag', async () => {
    const { get } = setUp();
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    const plain = await get('/');
    const bodies = await Promise.all([br, gzip, plain].map((response) => response.clone().arrayBuffer()));

    expect([br, gzip, plain].map((response) => response.headers.get('content-encoding'))).toEqual(['br', 'gzip', null]);
    expect([br, gzip, plain].map((response) => Number(response.headers.get('content-length')))).toEqual(
      bodies.map((body) => body.byteLength),
    );
    expect(bodies[0]?.byteLength).toBeLessThan(bodies[1]?.byteLength ?? 0);
    expect(new Set([br, gzip, plain].map((response) => response.headers.get('etag'))).size).toBe(3);
    expect(new Set(await Promise.all([br, gzip, plain].map(text))).size).toBe(1);
  });

  it('answers 304 to a client holding the page in any encoding, and counts it as a view', async () => {
    const { get, pageServed } = setUp();
    const first = await get('/communities', { 'accept-encoding': 'br' });
    const again = await get('/communities', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.get('etag') ?? '',
    });
    const otherEncoding = await get('/communities', {
      'accept-encoding': 'gzip',
      'if-none-match': first.headers.get('etag') ?? '',
    });
    const changed = await get('/communities', { 'if-none-match': '"something-else"' });

    expect([again.status, otherEncoding.status, changed.status]).toEqual([304, 304, 200]);
    expect(await again.arrayBuffer()).toHaveProperty('byteLength', 0);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(pageServed.mock.calls.map(([request]) => request.status)).toEqual([200, 200, 200, 200]);
  });

  it('counts every page served from the cache with what counting needs', async () => {
    const { get, pageServed } = setUp();
    await get('/about?tab=1');
    await get('/about?tab=1', { 'sec-purpose': 'prefetch' });
    await get('/gone');
    expect(pageServed.mock.calls.map(([request]) => request)).toEqual([
      { method: 'GET', path: '/about', status: 200, userAgent: BROWSER, purpose: null },
      { method: 'GET', path: '/about', status: 200, userAgent: BROWSER, purpose: 'prefetch' },
      { method: 'GET', path: '/gone', status: 404, userAgent: BROWSER, purpose: null },
    ]);
  });

  it('renders for a request with a sign-in cookie every time, marked private, and keeps nothing of it', async () => {
    const { get, renders } = setUp();
    const signedIn = await get('/about', { cookie: SESSION });
    await get('/about', { cookie: SESSION });
    const anonymous = await get('/about');

    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('x-page-cache')).toBeNull();
    expect(renders.map((render) => render.cookie)).toEqual([SESSION, SESSION, null]);
    expect(anonymous.headers.get('x-page-cache')).toBe('miss');
  });

  it('does not keep pages that set a cookie, are not 200, or are not public', async () => {
    const { get, renders } = setUp();
    for (const path of ['/sets-cookie', '/gone', '/admin/footer-links', '/admin-console-login', '/?utm_source=mail']) {
      const first = await get(path);
      await get(path);
      expect(first.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await get('/gone')).status).toBe(404);
    expect(renders.map((render) => render.path)).toEqual([
      '/sets-cookie',
      '/sets-cookie',
      '/gone',
      '/gone',
      '/admin/footer-links',
      '/admin/footer-links',
      '/admin-console-login',
      '/admin-console-login',
      '/?utm_source=mail',
      '/?utm_source=mail',
      '/gone',
    ]);
  });

  it('keeps pages for crawlers apart, each rendered as for its audience', async () => {
    const { get, renders } = setUp();
    const visitor = await text(await get('/about'));
    const crawler = await text(await get('/about', { 'user-agent': GOOGLEBOT }));
    await get('/about', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' });
    await get('/about', { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0' });

    expect(renders).toHaveLength(2);
    expect(visitor).toContain('Chrome/');
    expect(crawler).toContain('Googlebot');
  });

  it('answers HEAD from the cache without a body', async () => {
    const { app, get, renders } = setUp();
    await get('/resources');
    const head = await app.request('/resources', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-page-cache')).toBe('hit');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await head.arrayBuffer()).toHaveProperty('byteLength', 0);
    expect(renders).toHaveLength(1);
  });

  it('sends a stale page at once and renders it again in the background, once', async () => {
    const { get, renders, clock, publish } = setUp();
    await get('/');
    publish();
    clock.advance(PAGE_FRESH_MS + 5_000);

    const stale = await get('/');
    const alsoStale = await get('/');
    await vi.waitFor(async () => expect((await get('/')).headers.get('x-page-cache')).toBe('hit'));
    const renewed = await get('/');

    expect([stale.headers.get('x-page-cache'), alsoStale.headers.get('x-page-cache')]).toEqual(['stale', 'stale']);
    expect(stale.headers.get('age')).toBe('65');
    expect(await text(stale)).toContain('version 1');
    expect(await text(renewed)).toContain('version 2');
    expect(renewed.headers.get('age')).toBe('0');
    expect(renders).toHaveLength(2);
  });

  it('renders again after clear (what every admin write calls)', async () => {
    const { get, pageCache, publish } = setUp();
    await get('/');
    publish();
    pageCache.clear();
    const after = await get('/');
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(await text(after)).toContain('version 2');
  });

  it('renders a preview address every time, keeps none of it, and lets only our own pages frame it', async () => {
    const { get, renders } = setUp();
    const preview = await get('/resources/local-history/draft?preview=token');
    await get('/resources/local-history/draft?preview=token');
    const page = await get('/resources/local-history/draft');

    expect(renders).toHaveLength(3);
    expect(preview.headers.get('x-page-cache')).toBeNull();
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('without a page cache renders every page as before', async () => {
    const site = fakeSite();
    const app = webRoutes(site.web);
    const first = await app.request('/');
    await app.request('/');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('etag')).toBeNull();
    expect(site.renders).toHaveLength(2);
  });
});

function route(path: string, request: { method?: string; cookie?: string; userAgent?: string } = {}) {
  return routePageRequest({
    method: request.method ?? 'GET',
    url: new URL(path, 'http://localhost:3000'),
    cookie: request.cookie,
    userAgent: request.userAgent ?? BROWSER,
  });
}

describe(routePageRequest, () => {
  it('caches public pages under the audience, the path and the query as sent', () => {
    expect(route('/')).toEqual({ kind: 'cacheable', key: 'visitor /', audience: 'visitor' });
    expect(route('/search?city=Naples&beds=3')).toMatchObject({ key: 'visitor /search?city=Naples&beds=3' });
    expect(route('/search?city=Naples&beds=3', { method: 'HEAD' })).toMatchObject({ kind: 'cacheable' });
  });

  it('keeps every parameter and their order: the page repeats them in its links and router state', () => {
    const keys = [
      '/search?city=Naples&beds=3',
      '/search?beds=3&city=Naples',
      '/search?city=Naples&beds=3&page=2',
      '/search?city=naples&beds=3',
    ].map((path) => route(path));
    expect(new Set(keys.map((decision) => (decision.kind === 'cacheable' ? decision.key : decision.kind))).size).toBe(
      4,
    );
  });

  it('keeps pages for crawlers apart from pages for visitors (crawlers get them fully rendered)', () => {
    expect(route('/about', { userAgent: GOOGLEBOT })).toEqual({
      kind: 'cacheable',
      key: 'crawler /about',
      audience: 'crawler',
    });
    expect(route('/about', { userAgent: '' })).toMatchObject({ key: 'visitor /about' });
  });

  it('sends requests with a sign-in cookie straight to the renderer, whatever the page', () => {
    for (const cookie of [
      'sb-palmetto-auth-token=abc',
      'theme=dark; sb-palmetto-auth-token.0=abc',
      'sb-palmetto-redirect-path=%2Fadmin',
    ])
      expect(route('/', { cookie })).toEqual({ kind: 'signed-in' });
    expect(route('/', { cookie: 'theme=dark; consent=yes' })).toMatchObject({ kind: 'cacheable' });
  });

  it('serves a signed-in visitor (visitor cookie) the anonymous page: it is rendered without cookies, hearts fill in later', () => {
    expect(route('/search?city=Naples', { cookie: 'palmetto-visitor-session=%7B%7D; palmetto-visitor=1' })).toEqual({
      kind: 'cacheable',
      key: 'visitor /search?city=Naples',
      audience: 'visitor',
    });
  });

  it('never caches the visitor account pages', () => {
    for (const path of [
      '/account',
      '/account/sign-in',
      '/account/sign-in?code=abc',
      '/account/co-buyer?invitation=x',
      '/ACCOUNT',
    ])
      expect(route(path), path).toEqual({ kind: 'uncached' });
  });

  it('does not cache the admin area, sign-in, the API, files, other methods or guarded pages', () => {
    for (const path of [
      '/admin',
      '/admin/footer-links',
      '/admin-console-login',
      '/reset-password?code=x',
      '/not-authorized',
      '/auth/callback?code=1',
      '/api/footer/links',
      '/assets/x.js',
      '/media/demo/a/1.svg',
    ])
      expect(route(path), path).toEqual({ kind: 'uncached' });
    expect(route('/', { method: 'POST' })).toEqual({ kind: 'uncached' });
  });

  it('renders addresses carrying tracking parameters instead of keeping one page per click', () => {
    for (const path of [
      '/?utm_source=newsletter',
      '/search?city=Naples&fbclid=IwAR0x',
      '/about?gclid=abc',
      '/?UTM_Campaign=x',
      '/?msclkid=1',
    ])
      expect(route(path), path).toEqual({ kind: 'uncached' });
    expect(route('/?utmost=1')).toMatchObject({ kind: 'cacheable' });
  });
});

describe(pageCacheKey, () => {
  it('is the same for the same address and audience, and differs otherwise', () => {
    const url = new URL('http://localhost/communities/pelican-bay?x=1');
    expect(pageCacheKey(url, 'visitor')).toBe(
      pageCacheKey(new URL('https://www.example.com/communities/pelican-bay?x=1'), 'visitor'),
    );
    expect(pageCacheKey(url, 'visitor')).not.toBe(pageCacheKey(url, 'crawler'));
  });
});

describe(carriesSignInCookie, () => {
  it('finds any cookie of the site sign-in, and nothing else', () => {
    expect(carriesSignInCookie(undefined)).toBe(false);
    expect(carriesSignInCookie('')).toBe(false);
    expect(carriesSignInCookie('other-sb-palmetto-auth-token=x')).toBe(false);
    expect(carriesSignInCookie('a=1;sb-palmetto-auth-token.1=x')).toBe(true);
  });
});
