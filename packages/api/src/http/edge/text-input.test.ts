import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_FIXTURES } from '@app/testing';
import { as, createAdminTestApp, jsonAs } from '../admin/admin-test-kit.ts';
import { badJsonField, INVALID_TEXT_MESSAGE, isInvalidText } from './text-input.ts';

const CONTACT = {
  topic: 'general',
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(239) 555-0199',
  message: 'Could we see it Saturday morning?',
  listingId: '226000001',
  preferredTime: 'Saturday 10 am',
  consent: true,
  sourcePath: '/properties/226000001',
};
const CONTACT_TEXT_FIELDS = ['topic', 'name', 'email', 'phone', 'message', 'listingId', 'preferredTime', 'sourcePath'];
const FOOTER_LINK = { link_text: 'Search', link_url: '/search' };

/** The 400 answer naming one field. */
function refused(field: string) {
  return {
    status: 400,
    body: {
      error: `Invalid request: ${field}: ${INVALID_TEXT_MESSAGE}`,
      issues: [{ field, message: INVALID_TEXT_MESSAGE }],
    },
  };
}

async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A string holding at least one NUL or unpaired surrogate somewhere among ordinary text. */
const invalidText = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDFFF\uD800'),
    fc.string({ maxLength: 20 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

describe(isInvalidText, () => {
  it('finds NUL and unpaired surrogates, and lets other text through (pairs, control characters, any script)', () => {
    expect(['a\u0000b', '\uD83D', 'x\uDE00', '\uDE00\uD83D'].map(isInvalidText)).toEqual([true, true, true, true]);
    expect(['', 'Café 🏖️ Naples', 'tab\tand\nnew line', '\u0001\u007f', '日本語'].map(isInvalidText)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('names nested JSON fields as the validators do (dotted path, array indexes)', () => {
    expect(badJsonField({ organization: { sameAs: ['ok', 'bad\u0000'] } })).toBe('organization.sameAs.1');
    expect(badJsonField({ ['bad\u0000key']: 1 })).toBe('bad\\u0000key');
    expect(badJsonField({ fine: ['🏖️', 1, null, true] })).toBeNull();
  });
});

describe('text inputs with NUL or unpaired surrogates', () => {
  it('are refused with 400 naming the JSON field, and nothing is stored', async () => {
    const { app, contactInbox } = createAdminTestApp();
    const post = (body: unknown) => app.request('/api/contact', jsonAs(null, 'POST', body));

    expect(await answerOf(await post({ ...CONTACT, name: 'Dana\u0000Whitfield' }))).toEqual(refused('name'));
    expect(await answerOf(await post({ ...CONTACT, email: 'dana\uD800@example.com' }))).toEqual(refused('email'));
    expect(await answerOf(await post({ ...CONTACT, message: 'hi \uDC00' }))).toEqual(refused('message'));
    expect(contactInbox.all()).toEqual([]);
    expect((await post({ ...CONTACT, message: 'Ocean view 🌊, please\ncall after 5' })).status).toBe(201);
  });

  it('are refused in a query parameter or the path, on the API and on pages', async () => {
    const { app } = createAdminTestApp();

    expect(await answerOf(await app.request('/api/listings/search?city=Na%00ples'))).toEqual(refused('city'));
    expect(await answerOf(await app.request('/api/listings/pins?q=%00x%FF'))).toEqual(refused('q'));
    expect(await answerOf(await app.request('/api/corelogic/property/226%00001'))).toEqual(refused('path'));
    expect(await answerOf(await app.request('/properties/%00'))).toEqual(refused('path'));
    expect(await answerOf(await app.request('/search?a%00b=1'))).toEqual(refused('a\\u0000b'));
    expect((await app.request('/api/listings/search?city=Naples%20%F0%9F%8C%B4')).status).toBe(200);
  });

  it('are refused in a form field and in an uploaded file name', async () => {
    const { app } = createAdminTestApp();
    const upload = (name: string, alt: string) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(IMAGE_FIXTURES.png)], name, { type: 'image/png' }));
      form.set('alt', alt);
      return app.request('/api/admin/images', { method: 'POST', body: form, headers: as('editor') });
    };

    expect(await answerOf(await upload('pier.png', 'Naples\u0000Pier'))).toEqual(refused('alt'));
    expect(await answerOf(await upload('pier\u0000.png', 'Naples Pier'))).toEqual(refused('file'));
    expect((await upload('pier.png', 'Naples Pier at sunset')).status).toBe(201);
  });

  it('are refused in a nested field of an admin write', async () => {
    const { app } = createAdminTestApp();
    const response = await app.request(
      '/api/admin/footer-links',
      jsonAs('admin', 'POST', { ...FOOTER_LINK, link_url: '/x\u0000' }),
    );
    expect(await answerOf(response)).toEqual(refused('link_url'));
  });

  it('never get a 5xx or a stored record, whatever the field of the contact form or an admin write (property)', async () => {
    const { app, contactInbox, footerLinks } = createAdminTestApp();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CONTACT_TEXT_FIELDS), invalidText, async (field, text) => {
        const response = await app.request('/api/contact', jsonAs(null, 'POST', { ...CONTACT, [field]: text }));
        expect(await answerOf(response)).toEqual(refused(field));
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('link_text', 'link_url'), invalidText, async (field, text) => {
        const response = await app.request(
          '/api/admin/footer-links',
          jsonAs('admin', 'POST', { ...FOOTER_LINK, [field]: text }),
        );
        expect(await answerOf(response)).toEqual(refused(field));
      }),
      { numRuns: 100 },
    );
    expect(contactInbox.all()).toEqual([]);
    expect(footerLinks.all()).toEqual([]);
  });
});
