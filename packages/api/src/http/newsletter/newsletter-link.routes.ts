import { Hono, type Context } from 'hono';
import type { NewsletterHttpDeps } from './newsletter-deps.ts';
import { linkPage, oneButton } from './newsletter-link-pages.ts';

const CONFIRM = '/api/newsletter/confirm';
const UNSUBSCRIBE = '/api/newsletter/unsubscribe';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

function tokenOf(c: Context): string | null {
  const token = c.req.query('token');
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : null;
}

function invalid(c: Context, what: string) {
  return c.html(
    linkPage('This link is not valid', `<p>${what}</p><p><a href="/newsletter">Sign up again</a></p>`),
    400,
  );
}

const EXPIRED =
  'The confirmation link is incomplete, used already or older than 48 hours. Sign up again for a new one.';

/**
 * The newsletter mails' links (ADR 0032): the confirmation and the one-click unsubscribe. GET shows a page with one
 * button; POST (that button, or a mail client's RFC 8058 one-click for unsubscribing) does it. An incomplete, unknown
 * or expired token is a 400 page, never an error.
 */
export function newsletterLinkRoutes(newsletter: Pick<NewsletterHttpDeps, 'confirm' | 'unsubscribe'>) {
  const app = new Hono();
  app.get(CONFIRM, (c) => {
    const token = tokenOf(c);
    if (token === null) return invalid(c, EXPIRED);
    return c.html(
      linkPage(
        'Confirm your subscription',
        `<p>One click and the monthly market update for the areas you chose is on its way.</p>${oneButton(`${CONFIRM}?token=${token}`, 'Confirm my subscription')}`,
      ),
    );
  });
  app.post(CONFIRM, async (c) => {
    const token = tokenOf(c);
    const subscriber = token === null ? null : await newsletter.confirm(token);
    if (subscriber === null) return invalid(c, EXPIRED);
    return c.html(
      linkPage(
        'You are subscribed',
        `<p>Thank you. The market update for ${subscriber.cities.map(escapeHtml).join(', ')} arrives at the start of each month. Every mail has a one-click unsubscribe link.</p>`,
      ),
    );
  });
  app.get(UNSUBSCRIBE, (c) => {
    const token = tokenOf(c);
    if (token === null) return invalid(c, 'The unsubscribe link is incomplete or unknown.');
    return c.html(
      linkPage(
        'Stop the market update?',
        `<p>You will get no more market updates at this address.</p>${oneButton(`${UNSUBSCRIBE}?token=${token}`, 'Unsubscribe')}`,
      ),
    );
  });
  app.post(UNSUBSCRIBE, async (c) => {
    const token = tokenOf(c);
    const subscriber = token === null ? null : await newsletter.unsubscribe(token);
    if (subscriber === null) return invalid(c, 'The unsubscribe link is incomplete or unknown.');
    return c.html(linkPage('You are unsubscribed', '<p>No more market updates will be sent to this address.</p>'));
  });
  return app;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
