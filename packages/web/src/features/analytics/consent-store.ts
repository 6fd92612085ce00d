import { NO_CONSENT, type Consent, type ConsentPurpose } from '@app/domain';
import { proxy } from 'valtio';
import {
  agreedToAnything,
  CLIENT_ID_COOKIE,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  consentCookieValue,
  isClientId,
  parseConsentCookie,
} from './consent-cookie.ts';
import type { CookieJar } from './cookie-jar.ts';

export interface ConsentState {
  /** What the visitor chose, or null until they choose (then nothing is agreed). */
  choice: Consent | null;
  /** The settings dialog (two switches) is open. */
  settingsOpen: boolean;
  /** The browser sends Global Privacy Control: advertising stays off and cannot be turned on. */
  readonly globalPrivacyControl: boolean;
}

export interface ConsentDeps {
  readonly cookies: CookieJar;
  readonly globalPrivacyControl: boolean;
  /** A new random client id (crypto.randomUUID in the browser). */
  readonly newClientId: () => string;
}

/**
 * The visitor's consent: off until they choose, remembered in the `consent` cookie, advertising always off under
 * Global Privacy Control. The `cid` client id exists only while they agree to something: made on agreeing, deleted
 * on refusing everything.
 */
export function createConsentStore({ cookies, globalPrivacyControl, newClientId }: ConsentDeps) {
  const limit = (choice: Consent): Consent =>
    globalPrivacyControl ? { analytics: choice.analytics, advertising: false } : choice;
  const remembered = parseConsentCookie(cookies.get(CONSENT_COOKIE));
  const state = proxy<ConsentState>({
    choice: remembered === null ? null : limit(remembered),
    settingsOpen: false,
    globalPrivacyControl,
  });

  const keepClientIdInLine = () => {
    if (!agreedToAnything(state.choice)) cookies.remove(CLIENT_ID_COOKIE);
    else if (!isClientId(cookies.get(CLIENT_ID_COOKIE)))
      cookies.set(CLIENT_ID_COOKIE, newClientId(), CONSENT_COOKIE_MAX_AGE_SECONDS);
  };
  if (state.choice !== null) keepClientIdInLine();

  const choose = (choice: Consent) => {
    state.choice = limit(choice);
    state.settingsOpen = false;
    cookies.set(CONSENT_COOKIE, consentCookieValue(state.choice), CONSENT_COOKIE_MAX_AGE_SECONDS);
    keepClientIdInLine();
  };

  return {
    state,
    choose,
    /** "Accept all": every purpose the banner asked about, and nothing it did not. */
    acceptAll: (offered: readonly ConsentPurpose[]) =>
      choose({ analytics: offered.includes('analytics'), advertising: offered.includes('advertising') }),
    rejectAll: () => choose(NO_CONSENT),
    openSettings: () => {
      state.settingsOpen = true;
    },
    /** Closes the dialog without changing anything (Esc). */
    closeSettings: () => {
      state.settingsOpen = false;
    },
    /** The consent events are sent with now: nothing until the visitor chose. */
    consent: (): Consent => state.choice ?? NO_CONSENT,
    /** The client id events are sent with, only while the visitor agrees to something. */
    clientId: (): string | undefined => {
      const id = cookies.get(CLIENT_ID_COOKIE);
      return agreedToAnything(state.choice) && isClientId(id) ? id : undefined;
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;
