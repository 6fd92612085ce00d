import { createHash } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { getRequestListener } from '@hono/node-server';
import { describe, expect, it, vi } from 'vitest';
import type { RenderOptions } from '@app/web';
import { as, createAdminTestApp } from '../admin/admin-test-kit.ts';
import { MicroCache } from '../micro-cache.ts';
import { PageCache } from '../page-cache/page-cache.ts';
import { webRoutes } from '../routes/web.routes.ts';
import { createPagePolicy, nonceScriptHashes, tileImageSource } from './content-security-policy.ts';

const SESSION = 'sb-palmetto-auth-token=%7B%22access_token%22%3A%22t%22%7D';
const BOOT = 'window.boot = 1';
const INJECTED = 'alert(document.cookie)';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * A renderer that writes what the real one does: inline scripts carrying the render's nonce, an
 * external module script, JSON-LD, and one inline script without the nonce (as stored content
 * that slipped past the sanitizer would be).
 */
function fakeSite() {
  const nonces: (string | undefined)[] = [];
  const renderPage = vi.fn(async (_request: Request, options: RenderOptions = {}) => {
    nonces.push(options.nonce);
    const nonce = options.nonce === undefined ? '' : ` nonce="${options.nonce}"`;
    const html = [
      '<!doctype html><html><head><script type="application/ld+json">{"@type":"Organization"}</script></head><body>',
      '<p>Homes in Naples</p>'.repeat(100),
      `<div class="article"><script>${INJECTED}</script></div>`,
      `<script${nonce}>${BOOT}</script>`,
      `<script type="module" src="/assets/entry.js"${nonce}></script>`,
      `<script${nonce} data-tsr-stream-part="">$_TSR.e()</script>`,
      '</body></html>',
    ].join('');
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
  return { web: { clientDir: tmpdir(), renderPage }, nonces };
}

const scriptSrc = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';

describe(nonceScriptHashes, () => {
  it("hashes exactly the inline scripts carrying the render's nonce, each once", () => {
    const html = `<script nonce="n1">a()</script><script>b()</script><script nonce="n1" src="/x.js"></script><script nonce="n1">a()</script><SCRIPT nonce="n1">c()</SCRIPT >`;
    expect(nonceScriptHashes(html, 'n1')).toEqual([sha256('a()'), sha256('c()')]);
    expect(nonceScriptHashes(html, 'n2')).toEqual([]);
  });
});

describe(tileImageSource, () => {
  it('adds an http: tile host (Leaflet subdomains as *), and nothing for https: tiles (allowed anyway)', () => {
    expect(tileImageSource('http://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('http://*.tile.example.org');
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBeNull();
    expect(tileImageSource(undefined)).toBeNull();
    expect(createPagePolicy({ mapTileUrl: 'http://tiles.local:8080/{z}/{x}/{y}.png' }).withNonce('n')).toContain(
      "img-src 'self' data: blob: https: http://tiles.local:8080;",
    );
  });
});

describe('the Content-Security-Policy of pages', () => {
  it('gives a page rendered for one response a fresh nonce for its own scripts, and no unsafe-inline', async () => {
    const site = fakeSite();
    const app = webRoutes(site.web, { pageCache: new PageCache() });

    const first = await app.request('/about', { headers: { cookie: SESSION } });
    const second = await app.request('/about', { headers: { cookie: SESSION } });

    const [one, two] = site.nonces;
    expect(one).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(two).not.toBe(one);
    expect([scriptSrc(first), scriptSrc(second)]).toEqual([`'self' 'nonce-${one}'`, `'self' 'nonce-${two}'`]);
    const policy = first.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ])
      expect(policy).toContain(directive);
  });

  it("allows a kept page's own inline scripts by hash (never the injected one), the same policy on every hit and 304", async () => {
    const site = fakeSite();
    const app = webRoutes(site.web, { pageCache: new PageCache() });

    const miss = await app.request('/about');
    const hit = await app.request('/about');
    const notModified = await app.request('/about', { headers: { 'if-none-match': hit.headers.get('etag') ?? '' } });

    expect([miss, hit, notModified].map((response) => response.headers.get('x-page-cache'))).toEqual([
      'miss',
      'hit',
      'hit',
    ]);
    expect(notModified.status).toBe(304);
    expect(scriptSrc(miss)).toBe(`'self' ${sha256(BOOT)} ${sha256('$_TSR.e()')}`);
    expect(new Set([miss, hit, notModified].map(scriptSrc)).size).toBe(1);
    expect(scriptSrc(hit)).not.toContain(sha256(INJECTED));
    expect(scriptSrc(hit)).not.toMatch(/nonce|unsafe/);
    expect(site.web.renderPage).toHaveBeenCalledTimes(1);
  });

  it('sends pages with Permissions-Policy, X-Frame-Options DENY, nosniff and the referrer policy', async () => {
    const app = webRoutes(fakeSite().web);
    const response = await app.request('/about');
    expect({
      permissions: response.headers.get('permissions-policy'),
      frames: response.headers.get('x-frame-options'),
      sniff: response.headers.get('x-content-type-options'),
      referrer: response.headers.get('referrer-policy'),
    }).toEqual({
      permissions: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      frames: 'DENY',
      sniff: 'nosniff',
      referrer: 'strict-origin-when-cross-origin',
    });
  });
});

describe('nosniff on every answer', () => {
  it('JSON, errors of every kind, refusals and the OpenAPI document carry nosniff', async () => {
    const { app } = createAdminTestApp();
    const answers = await Promise.all([
      app.request('/api/footer/links'),
      app.request('/api/openapi.json'),
      app.request('/api/nothing-here'),
      app.request('/api/corelogic/property/%00'),
      app.request('/api/contact', { method: 'POST', headers: { origin: 'https://evil.example' } }),
      app.request('/api/admin/footer-links'),
      app.request('/api/admin/footer-links', { headers: as('admin') }),
      app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
    ]);
    expect(answers.map((response) => `${response.status} ${response.headers.get('x-content-type-options')}`)).toEqual(
      ['200', '200', '404', '400', '403', '401', '200', '400'].map((status) => `${status} nosniff`),
    );
  });

  it('answers the micro-cache sends straight from Node, before the router, carry nosniff too', async () => {
    const microCache = new MicroCache();
    const { app } = createAdminTestApp({ microCache });
    const hono = getRequestListener(app.fetch);
    const router: RequestListener = (request, response) => void hono(request, response);
    const server = createServer(microCache.listener(router));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/footer/links`;
      await fetch(url);
      expect(microCache.usage().entries).toBe(1);
      const cached = await fetch(url);
      expect(cached.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      server.close();
    }
  });
});
