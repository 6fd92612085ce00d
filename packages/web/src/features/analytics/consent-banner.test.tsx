import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { openCookieSettings, registerBrowserAnalytics, resetBrowserAnalyticsForTests } from './browser-analytics.ts';
import { createBrowserEvents } from './browser-events.ts';
import { ConsentBanner } from './consent-banner.tsx';
import { createConsentStore } from './consent-store.ts';
import type { CookieJar } from './cookie-jar.ts';
import { GPC_SENTENCE } from './consent-settings-dialog.tsx';

afterEach(cleanup);

function startWith({
  globalPrivacyControl = false,
  cookies = {},
}: { globalPrivacyControl?: boolean; cookies?: Record<string, string> } = {}) {
  const jar = new Map(Object.entries(cookies));
  const cookieJar: CookieJar = {
    get: (name) => jar.get(name),
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
  };
  const store = createConsentStore({ cookies: cookieJar, globalPrivacyControl, newClientId: () => 'client-id-0001' });
  registerBrowserAnalytics(
    store,
    createBrowserEvents({ sender: { send: () => undefined }, now: Date.now, id: () => 'x' }),
  );
  return { store, jar };
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const BOTH = { googleAnalytics: true, meta: true } as const;

describe(ConsentBanner, () => {
  it('is not in the server-rendered page, whatever the visitor chose', () => {
    startWith();
    expect(renderToString(<ConsentBanner destinations={BOTH} />)).toBe('');
  });

  it('asks a visitor who has not chosen, and goes once they accept', async () => {
    const { jar } = startWith();
    render(<ConsentBanner destinations={BOTH} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(jar.get('consent')).toBe('v1.a1.d1');
    expect(jar.get('cid')).toBe('client-id-0001');
  });

  it('does not show for a visitor who already chose', async () => {
    const { store } = startWith({ cookies: { consent: 'v1.a0.d0' } });
    render(<ConsentBanner destinations={BOTH} />);
    expect(banner()).toBeNull();
    // …until they ask for the settings (the footer's "Cookie settings").
    act(() => store.openSettings());
    expect(await screen.findByRole('dialog', { name: 'Cookie settings', hidden: true })).toBeTruthy();
  });

  it('"Choose" opens two switches; under Global Privacy Control advertising is off and says why; Esc chooses nothing', async () => {
    const { store, jar } = startWith({ globalPrivacyControl: true });
    render(<ConsentBanner destinations={BOTH} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings', hidden: true });
    const advertising = screen.getByRole('switch', { name: /^Advertising/, hidden: true });
    expect((advertising as HTMLInputElement).disabled).toBe(true);
    expect((advertising as HTMLInputElement).checked).toBe(false);
    expect(dialog.textContent).toContain(GPC_SENTENCE);
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(store.state.choice).toBeNull();
    expect(jar.size).toBe(0);
    await waitFor(() => expect(banner()).not.toBeNull());
  });

  it('saves what the switches say', async () => {
    const { store } = startWith();
    render(<ConsentBanner destinations={BOTH} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    fireEvent.click(await screen.findByRole('switch', { name: /^Analytics/, hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices', hidden: true }));
    expect(store.state.choice).toEqual({ analytics: true, advertising: false });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });
});

describe('the banner asks only about the services set up', () => {
  it('is not shown at all when no service is set up, even to a visitor who has not chosen', async () => {
    const { store } = startWith();
    render(<ConsentBanner destinations={{ googleAnalytics: false, meta: false }} />);
    act(() => store.openSettings());
    await Promise.resolve();
    expect(banner()).toBeNull();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('with Meta alone, speaks of Meta ads only, offers one switch, and "Accept all" agrees to advertising only', async () => {
    const { store } = startWith();
    render(<ConsentBanner destinations={{ googleAnalytics: false, meta: true }} />);
    const region = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(region.textContent).toContain('show our homes in ads on Meta.');
    expect(region.textContent).not.toContain('Google');
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await screen.findByRole('dialog', { name: 'Cookie settings', hidden: true });
    expect(screen.queryByRole('switch', { name: /^Analytics/, hidden: true })).toBeNull();
    expect(screen.getByRole('switch', { name: /^Advertising/, hidden: true })).toBeTruthy();
    act(() => store.closeSettings());
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(store.state.choice).toEqual({ analytics: false, advertising: true });
  });
});

describe(openCookieSettings, () => {
  it('opens the settings once the consent code arrives when pressed before', () => {
    resetBrowserAnalyticsForTests();
    openCookieSettings();
    const { store } = startWith({ cookies: { consent: 'v1.a0.d0' } });
    expect(store.state.settingsOpen).toBe(true);
    openCookieSettings();
    expect(store.state.settingsOpen).toBe(true);
  });
});
