import { createHash, randomBytes } from 'node:crypto';

/** A fresh Content-Security-Policy nonce: 128 random bits, base64 (one per render, never reused). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The features pages may use: none of the powerful ones. The map shows listings where they are and
 * never asks where the visitor is, so geolocation is off too.
 */
export const PAGE_PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** The Content-Security-Policy of pages, made per render from the sources of its inline scripts. */
export interface PagePolicy {
  /** The policy of a page whose inline scripts carry this nonce (rendered for one response). */
  withNonce(nonce: string): string;
  /** The policy of a page whose inline scripts are these (`'sha256-…'` sources; a page kept and sent many times). */
  withScriptHashes(hashes: readonly string[]): string;
}

/**
 * The img-src source a map tile URL template needs when it is not https: (https: is allowed anyway):
 * its scheme and host, `{s}` (Leaflet's subdomains) read as `*`. Null when none is needed.
 */
export function tileImageSource(tileUrl: string | undefined): string | null {
  if (tileUrl === undefined || !tileUrl.startsWith('http:')) return null;
  const host = /^http:\/\/([^/?#]+)/.exec(tileUrl)?.[1];
  return host === undefined ? null : `http://${host.replace(/\{s\}/g, '*')}`;
}

/**
 * The Content-Security-Policy of the site's pages:
 * - scripts: the site's own files and the page's inline scripts by nonce or hash, nothing else (no
 *   `'unsafe-inline'`, no `'unsafe-eval'`): an injected `<script>` or event handler does not run;
 * - styles: the site's own files and `'unsafe-inline'`, because the server inlines each page's CSS
 *   (`<style>` elements) and Mantine writes `style="…"` attributes, which no nonce can cover;
 * - images: the site's own (listing photos go through /media/listing-photo), `data:` (icons in
 *   CSS), `blob:` (an upload's preview) and any `https:` address, since editors may show pictures
 *   from any https site in content (content-url.ts); plus an http: map tile host when one is set;
 * - fonts, fetches and everything else: the site itself only;
 * - `object-src 'none'`, `base-uri 'self'`, `form-action 'self'`, and `frame-ancestors 'none'`
 *   (no site may frame a page: clickjacking).
 */
export function createPagePolicy(options: { readonly mapTileUrl?: string } = {}): PagePolicy {
  const tiles = tileImageSource(options.mapTileUrl);
  const directives = (scriptSources: readonly string[]) =>
    [
      "default-src 'self'",
      `script-src 'self' ${scriptSources.join(' ')}`.trimEnd(),
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: https:${tiles === null ? '' : ` ${tiles}`}`,
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
  return {
    withNonce: (nonce) => directives([`'nonce-${nonce}'`]),
    withScriptHashes: (hashes) => directives(hashes),
  };
}

/** Inline and external script elements with their attributes and text (the end tag as the HTML parser finds it). */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;

/**
 * The `'sha256-…'` sources of the inline scripts of a rendered page that carry `nonce` (the
 * render's own, which only the scripts the renderer wrote have), each once, in page order. Scripts
 * without the nonce (a `<script>` that got into content somehow) are not hashed, so they stay
 * blocked; external scripts (`src`) are allowed by `'self'`, not by hash; data blocks
 * (`application/ld+json`) are not scripts and need nothing.
 */
export function nonceScriptHashes(html: string, nonce: string): string[] {
  const marker = `nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!attributes.includes(marker) || /\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
