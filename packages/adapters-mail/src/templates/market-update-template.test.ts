import { describe, expect, it } from 'vitest';
import { marketUpdateMail, type MailContent } from '@app/domain';
import type { MailBrand } from './mail-brand.ts';
import { renderMail } from './render-mail.ts';

const BRAND: MailBrand = {
  teamName: 'The Palmetto Team',
  brokerageName: 'Palmetto Realty Group',
  officeAddress: '850 5th Ave S, Naples, FL 34102',
  siteUrl: 'https://www.palmetto.example',
  timeZone: 'America/New_York',
};

describe('the market update template', () => {
  it('lays out a block per city with its figures and changes, the unsubscribe link and the office address', async () => {
    const mail = marketUpdateMail(
      'ann@example.com',
      [
        {
          city: 'Naples',
          month: '2026-10',
          figures: [{ label: 'Median sale price', value: '$528,000', change: 'up 10% from September' }],
          sentences: ['Naples had 110 homes for sale at the end of October 2026.'],
        },
        { city: 'Estero', month: null, figures: [], sentences: ['We have no listing data for Estero yet.'] },
      ],
      {
        marketPage: 'https://www.palmetto.example/resources/market-activity',
        unsubscribe: 'https://www.palmetto.example/api/newsletter/unsubscribe?token=t',
      },
    );
    expect(mail.subject).toBe('Your October 2026 market update');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://www.palmetto.example/api/newsletter/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const { html, text } = await renderMail(mail.content as MailContent, BRAND);
    expect(html).toContain('Naples in October 2026');
    expect(html).toContain('$528,000');
    expect(html).toContain('(up 10% from September)');
    expect(html).toContain('We have no listing data for Estero yet.');
    expect(html).toContain('href="https://www.palmetto.example/api/newsletter/unsubscribe?token=t"');
    expect(text).toContain('850 5th Ave S, Naples, FL 34102');
    expect(text).toContain('The Palmetto Team');
  });
});
