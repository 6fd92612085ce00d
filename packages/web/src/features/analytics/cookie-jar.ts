import { cookieValue } from './consent-cookie.ts';

/** The first-party cookies the consent store reads and writes. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

/** The page's own cookies: path /, SameSite=Lax, Secure on https. */
export function documentCookieJar(doc: Document): CookieJar {
  const secure = () => (doc.location.protocol === 'https:' ? '; Secure' : '');
  return {
    get: (name) => cookieValue(doc.cookie, name),
    set: (name, value, maxAgeSeconds) => {
      doc.cookie = `${name}=${value}; Max-Age=${String(maxAgeSeconds)}; Path=/; SameSite=Lax${secure()}`;
    },
    remove: (name) => {
      doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`;
    },
  };
}
