import { describe, expect, it } from 'vitest';
import { carriesSignInCookie, pageCacheKey, routePageRequest } from './page-request.ts';

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

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
