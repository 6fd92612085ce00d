import { describe, expect, it } from 'vitest';
import type { ContactInbox } from '@app/domain';
import { describeContactInboxAssignment } from './contact-inbox-assignment.contract.ts';
import { describeContactInboxChanges } from './contact-inbox-changes.contract.ts';
import { contactInboxContext } from './contact-inbox-context.ts';
import { exampleContactSubmission } from './contact-inbox-example.ts';
import { describeContactInboxList } from './contact-inbox-list.contract.ts';
import { describeContactInboxReference } from './contact-inbox-reference.contract.ts';
import { describeContactInboxSources } from './contact-inbox-sources.contract.ts';
import { describeContactInboxSiteLeads } from './contact-inbox-site-leads.contract.ts';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

export { exampleContactSubmission } from './contact-inbox-example.ts';

/** What the contact inbox contract needs. */
export type ContactInboxFixture = ContractFixture<'inbox', ContactInbox>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Declares the behaviour every ContactInbox must have, run against the adapter setup returns. */
export function contactInboxContract(name: string, setup: () => Promise<ContactInboxFixture>): void {
  describe(`ContactInbox contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const inbox = () => fixture().inbox;
    const context = contactInboxContext(inbox, () => fixture().reset());

    it('stores a submission and answers it with a UUID, status new and the time it arrived', async () => {
      const submission = exampleContactSubmission();

      const received = await inbox().receive(submission);

      expect(received).toEqual({
        ...submission,
        id: expect.stringMatching(UUID),
        attribution: null,
        channel: 'unknown',
        status: 'new',
        createdAt: expect.any(String),
        updatedAt: received.createdAt,
        assignedAgentId: null,
        followUpOn: null,
      });
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

    describeContactInboxList(context);
    describeContactInboxChanges(context);
    describeContactInboxReference(context);
    describeContactInboxSources(context);
    describeContactInboxAssignment(context);
    describeContactInboxSiteLeads(context);
  });
}
