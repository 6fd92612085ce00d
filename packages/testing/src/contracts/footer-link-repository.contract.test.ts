import { systemClock } from '@app/domain';
import { InMemoryFooterLinkRepository } from '../fakes/in-memory-footer-link-repository.ts';
import { footerLinkRepositoryContract } from './footer-link-repository.contract.ts';

// The in-memory fake is the reference the real adapters are held to: it must pass the same suite.
footerLinkRepositoryContract('InMemoryFooterLinkRepository', async () => {
  let repository = new InMemoryFooterLinkRepository({ clock: systemClock });
  return {
    get repository() {
      return repository;
    },
    reset: async () => {
      repository = new InMemoryFooterLinkRepository({ clock: systemClock });
    },
  };
});
