import { describe, expect, it } from 'vitest';
import { recoveryMail, type MailContent, type MailListingCard } from '@app/domain';
import { mailBrandOf, officeDate, type MailBrand } from './mail-brand.ts';
import { bedsAndBaths } from './listing-cards.tsx';
import { renderMail } from './render-mail.ts';

const BRAND: MailBrand = {
  teamName: 'The Palmetto Team',
  brokerageName: 'Palmetto Realty Group',
  officeAddress: '850 5th Ave S, Naples, FL 34102',
  siteUrl: 'https://www.palmetto.example',
  timeZone: 'America/New_York',
};

const GULF_SHORE: MailListingCard = {
  url: 'https://www.palmetto.example/properties/NAP-24001',
  photoUrl: 'https://www.palmetto.example/media/listing-photo?src=a.jpg&w=600',
  price: 1_249_000,
  address: '1450 Gulf Shore Blvd N, Naples',
  beds: 3,
  baths: 2.5,
  note: 'Price reduced',
  // 10:30 pm on Nov 26 in Naples, already Nov 27 in UTC.
  changedAt: '2026-11-27T03:30:00.000Z',
};

describe(renderMail, () => {
  it('lays a sign-in mail out with its button, and the team, brokerage and office address in both parts', async () => {
    const mail = recoveryMail('maria@palmetto.example', 'https://www.palmetto.example/reset-password?code=abc');

    const { html, text } = await renderMail(mail.content as MailContent, BRAND);

    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('href="https://www.palmetto.example/reset-password?code=abc"');
    expect(html).toContain('Reset your admin password');
    expect(html).toContain('850 5th Ave S, Naples, FL 34102');
    expect(text).toContain('https://www.palmetto.example/reset-password?code=abc');
    expect(text).toContain('The Palmetto Team · Palmetto Realty Group');
    expect(text).toContain('850 5th Ave S, Naples, FL 34102');
    expect(text).toContain('If it was not you, ignore this mail');
    expect(html).not.toContain('Unsubscribe');
  });

  it('adds the unsubscribe link to the footer of a mail someone subscribed to', async () => {
    const content: MailContent = {
      preview: 'One new home',
      heading: 'New homes for "Naples pool"',
      paragraphs: ['One new home matches your search.'],
      unsubscribeUrl: 'https://www.palmetto.example/unsubscribe?token=t1',
    };

    const { html, text } = await renderMail(content, BRAND);

    expect(html).toContain('href="https://www.palmetto.example/unsubscribe?token=t1"');
    expect(text).toContain('Unsubscribe https://www.palmetto.example/unsubscribe?token=t1');
  });

  it('shows listing cards: photo, price, address linking to the home, beds and baths, and the date in Naples', async () => {
    const content: MailContent = {
      preview: 'A price drop',
      heading: 'A price drop',
      paragraphs: [],
      listings: [GULF_SHORE, { ...GULF_SHORE, url: 'https://x/2', photoUrl: null, beds: 1, baths: null, note: null }],
    };

    const { html, text } = await renderMail(content, BRAND);

    expect(html).toContain('src="https://www.palmetto.example/media/listing-photo?src=a.jpg&amp;w=600"');
    expect(html).toContain('$1,249,000');
    expect(html).toContain('href="https://www.palmetto.example/properties/NAP-24001"');
    expect(html).toContain('3 beds · 2.5 baths');
    expect(html).toContain('Price reduced · Nov 26, 2026');
    expect(html).toContain('1 bed');
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(text).toContain('$1,249,000');
    expect(text).toContain('1450 Gulf Shore Blvd N, Naples https://www.palmetto.example/properties/NAP-24001');
    expect(text).toContain('Price reduced · Nov 26, 2026');
  });

  it('escapes what the content says, so a listing address cannot add markup', async () => {
    const content: MailContent = {
      preview: 'x',
      heading: 'x',
      paragraphs: ['<script>alert(1)</script>'],
      listings: [{ ...GULF_SHORE, address: '<img src=x onerror=alert(1)>' }],
    };

    const { html } = await renderMail(content, BRAND);

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('the brand and dates of the mails', () => {
  it('writes the office address on one line from the site settings', () => {
    const brand = mailBrandOf(
      {
        teamName: 'The Palmetto Team',
        brokerageName: 'Palmetto Realty Group',
        streetAddress: '850 5th Ave S',
        city: 'Naples',
        stateOrProvince: 'FL',
        postalCode: '34102',
      } as Parameters<typeof mailBrandOf>[0],
      'https://www.palmetto.example',
    );
    expect(brand).toMatchObject({ officeAddress: '850 5th Ave S, Naples, FL 34102', timeZone: 'America/New_York' });
  });

  it('dates an instant in the office time zone', () => {
    expect(officeDate('2026-11-27T03:30:00.000Z', 'America/New_York')).toBe('Nov 26, 2026');
    expect(officeDate('2026-11-27T05:30:00.000Z', 'America/New_York')).toBe('Nov 27, 2026');
  });

  it('says beds and baths in the singular and plural, and leaves out what is unknown', () => {
    expect(bedsAndBaths({ beds: 1, baths: 1 })).toBe('1 bed · 1 bath');
    expect(bedsAndBaths({ beds: null, baths: 2 })).toBe('2 baths');
    expect(bedsAndBaths({ beds: null, baths: null })).toBe('');
  });
});
