import { Hono, type Context } from 'hono';
import type { ListingAlertRecipients } from '@app/domain';

/** What the unsubscribe route needs: the tokens of the alert mails. */
export type AlertUnsubscribeDeps = Pick<ListingAlertRecipients, 'unsubscribe'>;

const PATH = '/api/alerts/unsubscribe';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem"><h1>${title}</h1>${body}<p><a href="/account">Your account</a> · <a href="/">Palmetto Realty Group</a></p></body></html>`;
}

function invalid(c: Context) {
  return c.html(
    page(
      'This link is not valid',
      '<p>The unsubscribe link is incomplete or unknown. Change your alerts on your account page.</p>',
    ),
    400,
  );
}

/** The token of a request: from the query (the mail's link) or, for a one-click POST, a form field. */
function tokenOf(c: Context): string | null {
  const token = c.req.query('token');
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * The alert mails' unsubscribe link (ADR 0031): GET shows a page with one button (a link scanner that opens the
 * link changes nothing); POST, from that button or a mail client's RFC 8058 one-click (`List-Unsubscribe=One-Click`),
 * turns the alerts the mail was sent for off. An incomplete or unknown token is a 400 page, never an error.
 */
export function alertUnsubscribeRoutes(alerts: AlertUnsubscribeDeps) {
  const app = new Hono();
  app.get(PATH, (c) => {
    const token = tokenOf(c);
    if (token === null) return invalid(c);
    return c.html(
      page(
        'Stop these alerts?',
        `<p>You will get no more mails like this one: its saved searches are set to never send alerts and, if it told you of saved homes, their alerts are turned off.</p><form method="post" action="${PATH}?token=${token}"><button type="submit">Stop these alerts</button></form>`,
      ),
    );
  });
  app.post(PATH, async (c) => {
    const token = tokenOf(c);
    if (token === null) return invalid(c);
    const done = await alerts.unsubscribe(token);
    if (done === null) return invalid(c);
    return c.html(
      page(
        'You are unsubscribed',
        '<p>These alerts are off. You can turn a search’s alerts back on from your account page.</p>',
      ),
    );
  });
  return app;
}
