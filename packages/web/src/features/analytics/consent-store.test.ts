import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createConsentStore } from './consent-store.ts';
import type { CookieJar } from './cookie-jar.ts';

function memoryJar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  const jar: CookieJar = {
    get: (name) => cookies.get(name),
    set: (name, value) => void cookies.set(name, value),
    remove: (name) => void cookies.delete(name),
  };
  return { jar, cookies };
}

let ids = 0;
const newClientId = () => `client-${String((ids += 1))}-0000`;

describe(createConsentStore, () => {
  it('agrees to nothing until the visitor chooses, and has no client id', () => {
    const { jar, cookies } = memoryJar();
    const store = createConsentStore({ cookies: jar, globalPrivacyControl: false, newClientId });
    expect(store.state.choice).toBeNull();
    expect(store.consent()).toEqual({ analytics: false, advertising: false });
    expect(store.clientId()).toBeUndefined();
    expect(cookies.size).toBe(0);
  });

  it('"Accept all" agrees only to what was asked: advertising alone when only Meta is set up', () => {
    const { jar, cookies } = memoryJar();
    const store = createConsentStore({ cookies: jar, globalPrivacyControl: false, newClientId });
    store.acceptAll(['advertising']);
    expect(store.consent()).toEqual({ analytics: false, advertising: true });
    expect(cookies.get('consent')).toBe('v1.a0.d1');
  });

  it('remembers "Accept all" in the consent cookie and makes a client id', () => {
    const { jar, cookies } = memoryJar();
    const store = createConsentStore({ cookies: jar, globalPrivacyControl: false, newClientId });
    store.acceptAll(['analytics', 'advertising']);
    expect(cookies.get('consent')).toBe('v1.a1.d1');
    expect(store.clientId()).toBe(cookies.get('cid'));
    expect(store.clientId()).toMatch(/^client-/);
    const again = createConsentStore({ cookies: jar, globalPrivacyControl: false, newClientId });
    expect(again.consent()).toEqual({ analytics: true, advertising: true });
    expect(again.clientId()).toBe(store.clientId());
  });

  it('deletes the client id on "Reject all"', () => {
    const { jar, cookies } = memoryJar({ consent: 'v1.a1.d1', cid: 'kept-before-0001' });
    const store = createConsentStore({ cookies: jar, globalPrivacyControl: false, newClientId });
    expect(store.clientId()).toBe('kept-before-0001');
    store.rejectAll();
    expect(cookies.get('consent')).toBe('v1.a0.d0');
    expect(cookies.has('cid')).toBe(false);
    expect(store.clientId()).toBeUndefined();
  });

  it('keeps advertising off under Global Privacy Control, whatever is chosen or remembered', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (analytics, advertising, fromCookie) => {
        const { jar } = memoryJar(fromCookie ? { consent: `v1.a${analytics ? 1 : 0}.d${advertising ? 1 : 0}` } : {});
        const store = createConsentStore({ cookies: jar, globalPrivacyControl: true, newClientId });
        if (!fromCookie) store.choose({ analytics, advertising });
        expect(store.consent()).toEqual({ analytics, advertising: false });
        expect(store.clientId() !== undefined).toBe(analytics);
      }),
    );
  });

  it('closes the settings without choosing anything (Esc)', () => {
    const { jar, cookies } = memoryJar();
    const store = createConsentStore({ cookies: jar, globalPrivacyControl: false, newClientId });
    store.openSettings();
    expect(store.state.settingsOpen).toBe(true);
    store.closeSettings();
    expect(store.state).toMatchObject({ settingsOpen: false, choice: null });
    expect(cookies.size).toBe(0);
  });
});
