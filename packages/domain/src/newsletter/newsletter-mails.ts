import type { MailMessage } from '../mail/mailer.port.ts';

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The confirmation link of a sign-up (GET shows a page with one button, POST confirms: ADR 0032). */
export function newsletterConfirmUrl(siteUrl: string, token: string): string {
  return `${origin(siteUrl)}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/** The one-click unsubscribe link of a subscriber (GET shows a page with one button, POST is RFC 8058's). */
export function newsletterUnsubscribeUrl(siteUrl: string, token: string): string {
  return `${origin(siteUrl)}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The headers that give mail clients their own unsubscribe button (RFC 2369 and RFC 8058). */
export function unsubscribeHeaders(url: string): Readonly<Record<string, string>> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The mail with the confirmation link of a sign-up: the only mail an unconfirmed address is ever sent. */
export function newsletterConfirmationMail(to: string, cities: readonly string[], link: string): MailMessage {
  const areas = cities.join(', ');
  const paragraphs = [
    `Someone, hopefully you, asked for our monthly market update for ${areas}.`,
    'Confirm with the button below within 48 hours. Until you do, we send you nothing else.',
  ];
  return {
    to,
    subject: 'Confirm your Palmetto Realty Group market update',
    category: 'auth',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n\nIf you did not ask for it, ignore this mail.`,
    content: {
      preview: 'One click confirms your monthly market update',
      heading: 'Please confirm your subscription',
      paragraphs,
      action: { label: 'Confirm my subscription', url: link },
      closing: ['If you did not ask for it, ignore this mail: without the click, nothing is sent.'],
    },
  };
}
