import { describe, expect, it } from 'vitest';
import type { ContactInbox, NewContactSubmission } from '@app/domain';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the contact inbox contract needs. */
export type ContactInboxFixture = ContractFixture<'inbox', ContactInbox>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A valid submission: a showing request for a listing. */
export function exampleContactSubmission(overrides: Partial<NewContactSubmission> = {}): NewContactSubmission {
  return {
    topic: 'showing-request',
    name: 'Dana Whitaker',
    email: 'dana@example.com',
    phone: '(239) 555-0199',
    message: 'Could we see it Saturday morning?',
    listingId: '226000001',
    preferredTime: 'Saturday 10-12',
    consent: true,
    sourcePath: '/properties/226000001',
    ...overrides,
  };
}

/** Declares the behaviour every ContactInbox must have, run against the adapter setup returns. */
export function contactInboxContract(name: string, setup: () => Promise<ContactInboxFixture>): void {
  describe(`ContactInbox contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const inbox = () => fixture().inbox;

    it('stores a submission and answers it with a UUID, status new and the time it arrived', async () => {
      const submission = exampleContactSubmission();

      const received = await inbox().receive(submission);

      expect(received).toEqual({ ...submission, id: expect.stringMatching(UUID), status: 'new', createdAt: expect.any(String) });
      expect(new Date(received.createdAt).toISOString()).toBe(received.createdAt);
    });

    it('keeps absent optional fields as null and every text as written', async () => {
      const submission = exampleContactSubmission({
        topic: 'general',
        phone: null,
        listingId: null,
        preferredTime: null,
        name: "Zoë O'Connor-Núñez",
        message: 'Line one\nLine two; "quoted" and \\ backslash 🏝️',
      });

      expect(await inbox().receive(submission)).toMatchObject(submission);
    });

    it('gives every submission its own id', async () => {
      const first = await inbox().receive(exampleContactSubmission());
      const second = await inbox().receive(exampleContactSubmission());

      expect(first.id).not.toBe(second.id);
    });
  });
}
