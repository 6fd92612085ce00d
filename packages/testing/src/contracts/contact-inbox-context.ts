import type { ContactInbox, ContactStatus, ContactSubmission, NewContactSubmission } from '@app/domain';
import { pause } from './contract-fixture.ts';

/** What the parts of the contact inbox contract share. */
export interface ContactInboxContractContext {
  readonly inbox: () => ContactInbox;
  readonly reset: () => Promise<void>;
  /** Receives each submission in turn, a little apart (so their times differ), moving it to its status; answers them as
   * stored. */
  readonly receiveAll: (
    all: readonly (NewContactSubmission & { status?: ContactStatus })[],
  ) => Promise<ContactSubmission[]>;
}

/** The context over an inbox accessor. */
export function contactInboxContext(
  inbox: () => ContactInbox,
  reset: () => Promise<void>,
  spacing = 3,
): ContactInboxContractContext {
  return {
    inbox,
    reset,
    async receiveAll(all) {
      const stored: ContactSubmission[] = [];
      for (const { status, ...submission } of all) {
        const received = await inbox().receive(submission);
        stored.push(status === undefined || status === 'new' ? received : await inbox().setStatus(received.id, status));
        if (spacing > 0) await pause(spacing);
      }
      return stored;
    },
  };
}
