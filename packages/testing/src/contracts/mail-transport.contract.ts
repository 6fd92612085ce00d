import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MailMessage, MailTransport } from '@app/domain';
import { REFUSED_MAIL_ADDRESS } from '../fakes/recording-mail-transport.ts';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** A mail as the receiving end read it. */
export interface ReceivedMail {
  /** The sender's address. */
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  /** Header values by lower-case name. */
  readonly headers: Readonly<Record<string, string>>;
}

/** What the MailTransport contract needs: the transport, and what the server behind it received. */
export type MailTransportFixture = ContractFixture<'transport', MailTransport> & {
  /** The sender every mail must arrive from (MAIL_FROM). */
  readonly from: string;
  received(): Promise<ReceivedMail[]>;
};

/** A price-drop alert: text and HTML parts, one-click unsubscribe headers, an address and a dash in the subject. */
export const ALERT_MAIL: MailMessage = {
  to: 'maria.lopez@palmetto.example',
  subject: 'Price drop — 1450 Gulf Shore Blvd N, Naples',
  text: 'The price of 1450 Gulf Shore Blvd N dropped to $1,249,000.\n\nSee it: https://www.palmetto.example/properties/NAP-24001',
  html: '<p>The price of <strong>1450 Gulf Shore Blvd N</strong> dropped to $1,249,000.</p><p><a href="https://www.palmetto.example/properties/NAP-24001">See it</a></p>',
  headers: {
    'List-Unsubscribe': '<https://www.palmetto.example/unsubscribe?token=abc123>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  category: 'alert',
};

const wordArbitrary = fc.stringMatching(/^[A-Za-z0-9àéñüß€$,.!?'-]{1,12}$/);
const lineArbitrary = fc.array(wordArbitrary, { minLength: 1, maxLength: 8 }).map((words) => words.join(' '));

/** Declares the behaviour every MailTransport must have. */
export function mailTransportContract(name: string, setup: () => Promise<MailTransportFixture>): void {
  describe(`MailTransport contract: ${name}`, () => {
    const fixture = useContractFixture(setup);

    it('delivers the text and HTML parts and the headers, from MAIL_FROM to the recipient', async () => {
      await fixture().transport.deliver(ALERT_MAIL);

      const [mail, ...others] = await fixture().received();
      expect(others).toEqual([]);
      expect(mail).toMatchObject({ from: fixture().from, to: [ALERT_MAIL.to], subject: ALERT_MAIL.subject });
      expect(mail?.text.trim()).toBe(ALERT_MAIL.text);
      expect(mail?.html).toContain('<strong>1450 Gulf Shore Blvd N</strong>');
      expect(mail?.headers['list-unsubscribe']).toBe('<https://www.palmetto.example/unsubscribe?token=abc123>');
      expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    });

    it('sends a text-only mail without an HTML part', async () => {
      await fixture().transport.deliver({ to: 'agent@palmetto.example', subject: 'Plain', text: 'Just text.' });

      const [mail] = await fixture().received();
      expect(mail?.text.trim()).toBe('Just text.');
      expect(mail?.html).toBeNull();
    });

    it('rejects a mail the server refuses, and nothing arrives', async () => {
      await expect(fixture().transport.deliver({ ...ALERT_MAIL, to: REFUSED_MAIL_ADDRESS })).rejects.toThrow();
      expect(await fixture().received()).toEqual([]);
    });

    it('delivers any subject and text unchanged (accents, symbols, several lines)', async () => {
      await fc.assert(
        fc.asyncProperty(
          lineArbitrary,
          fc.array(lineArbitrary, { minLength: 1, maxLength: 4 }),
          async (subject, lines) => {
            await fixture().reset();
            const text = lines.join('\n');
            await fixture().transport.deliver({ to: 'buyer@palmetto.example', subject, text });
            const [mail] = await fixture().received();
            expect(mail?.subject).toBe(subject);
            expect(mail?.text.trim()).toBe(text);
          },
        ),
        { numRuns: 8 },
      );
    });
  });
}
