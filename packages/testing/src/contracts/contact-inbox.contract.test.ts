import { InMemoryContactInbox } from '../fakes/in-memory-contact-inbox.ts';
import { contactInboxContract } from './contact-inbox.contract.ts';

contactInboxContract('InMemoryContactInbox', async () => {
  let inbox = new InMemoryContactInbox();
  return {
    get inbox() {
      return inbox;
    },
    reset: async () => {
      inbox = new InMemoryContactInbox();
    },
  };
});
