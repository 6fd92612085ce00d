import type { MailSection } from '../mail/mail-content.ts';
import type { MailMessage } from '../mail/mailer.port.ts';
import { monthName } from '../market/market-month.ts';
import type { CityMarketUpdate } from './market-update.ts';
import { unsubscribeHeaders } from './newsletter-mails.ts';

function section(update: CityMarketUpdate): MailSection {
  const month = update.month === null ? '' : ` in ${monthName(update.month, true)}`;
  return { heading: `${update.city}${month}`, paragraphs: update.sentences, figures: update.figures };
}

function sectionText(update: CityMarketUpdate): string {
  const { heading, paragraphs, figures } = section(update);
  const lines = figures.map((f) => `${f.label}: ${f.value}${f.change === null ? '' : ` (${f.change})`}`);
  return [heading, ...paragraphs, ...lines].join('\n');
}

/**
 * The monthly market update of one subscriber: a block per chosen city, a link to the market page, the one-click
 * unsubscribe footer and `List-Unsubscribe` headers (the layout adds the team's name and office address).
 */
export function marketUpdateMail(
  to: string,
  updates: readonly CityMarketUpdate[],
  links: { readonly marketPage: string; readonly unsubscribe: string },
): MailMessage {
  const latest = updates.map((update) => update.month).find((month) => month !== null) ?? null;
  const subject = `Your ${latest === null ? '' : `${monthName(latest, true)} `}market update`;
  const intro = `How the market moved in ${updates.map((update) => update.city).join(', ')}, from our listing data.`;
  return {
    to,
    subject,
    category: 'newsletter',
    headers: unsubscribeHeaders(links.unsubscribe),
    text: `${intro}\n\n${updates.map(sectionText).join('\n\n')}\n\nMore figures: ${links.marketPage}\n\nUnsubscribe: ${links.unsubscribe}`,
    content: {
      preview: intro,
      heading: subject,
      paragraphs: [intro],
      sections: updates.map(section),
      action: { label: 'See more market figures', url: links.marketPage },
      unsubscribeUrl: links.unsubscribe,
    },
  };
}
