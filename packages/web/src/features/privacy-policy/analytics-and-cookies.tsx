import { useRouteContext } from '@tanstack/react-router';
import { openCookieSettings } from '../analytics/browser-analytics.ts';
import classes from './privacy-policy-page.module.css';

/** The services set up, what each gets with which agreement, and how to change the choice. */
function ThirdPartyServices({ googleAnalytics, meta }: { googleAnalytics: boolean; meta: boolean }) {
  const advertisers = [...(googleAnalytics ? ['Google Ads'] : []), ...(meta ? ['Meta'] : [])].join(' and ');
  return (
    <>
      <p>
        Only if you agree, your page views and a few actions (a search and its filters, a home you look at with its
        price and town, a form you send — never what you wrote in it — and a click on our phone number or e-mail
        address) are also sent from our server to:
      </p>
      <ul>
        {googleAnalytics && (
          <li>
            <strong>Google Analytics</strong>, with your agreement to analytics, to measure how the site is used;
          </li>
        )}
        <li>
          <strong>{advertisers}</strong>, with your agreement to advertising, to learn which homes interest our
          visitors.
        </li>
      </ul>
      <p>
        Once you agree to any of them, we keep a random identifier in a first-party cookie (<code>cid</code>, one year)
        so these services can tell one visit from another; it holds nothing about you and is deleted when you refuse.
        Your choice itself is kept in a cookie named <code>consent</code> for one year. No script of Google or Meta is
        loaded on the site.
      </p>
      <p>
        If your browser sends Global Privacy Control, we treat it as your refusal of advertising, whatever the banner
        says.
      </p>
      <p>
        You can change your choice at any time:{' '}
        <button type="button" className={classes.settingsButton} onClick={openCookieSettings}>
          Cookie settings
        </button>{' '}
        (also at the bottom of every page).
      </p>
    </>
  );
}

/**
 * What the site measures and with whom, written here rather than in the editable page text: it describes what the
 * code does (issue 13, ADR 0024 and 0025), so it changes with the code.
 */
export function AnalyticsAndCookies() {
  const { googleAnalytics, meta } = useRouteContext({ from: '__root__' }).config.thirdParties;
  return (
    <section aria-labelledby="analytics-and-cookies" className={classes.section}>
      <h2 id="analytics-and-cookies">Page views, analytics and cookies</h2>
      <p>
        Our own server counts the pages of this site that are viewed: the page&apos;s address and the day, nothing that
        identifies you, no cookie. This count needs no agreement and never leaves our server. We do not count visits by
        search engines, or the pages of our staff area.
      </p>
      <p>
        When you send us a form, we keep with it how you came to the site: the campaign tags of the address you arrived
        at (such as <code>utm_source</code>), whether it came from an ad, the site that linked to us and your first
        page. It is held in the page while you browse, never in a cookie, and reaches us only with the form you send.
      </p>
      <p>
        If you have an account with us and are signed in, the homes you save, the searches you save and the homes you
        open (each home once a day) are shown to our team with your contact details, so that an agent can help you with
        the homes you are looking at. Signed out, none of this is kept. Deleting your account on the Account page
        deletes your saved homes and searches; ask us and we also delete what our team was shown.
      </p>
      {googleAnalytics || meta ? (
        <ThirdPartyServices googleAnalytics={googleAnalytics} meta={meta} />
      ) : (
        <p>
          This site has no analytics or advertising service set up: nothing about your visit is sent to Google, Meta or
          anyone else, and no cookie is set to tell one visit from another. No script of Google or Meta is loaded on the
          site.
        </p>
      )}
    </section>
  );
}
