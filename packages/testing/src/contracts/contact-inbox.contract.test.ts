import type { Clock } from '@app/domain';
import { InMemoryContactInbox } from '../fakes/in-memory-contact-inbox.ts';
import { contactInboxContract } from './contact-inbox.contract.ts';

const realClock: Clock = { now: () => Date.now() };

contactInboxContract('InMemoryContactInbox', async () => {
  let inbox = new InMemoryContactInbox(realClock);
  return {
    get inbox() {
      return inbox;
    },
    reset: async () => {
      inbox = new InMemoryContactInbox(realClock);
    },
  };
});
