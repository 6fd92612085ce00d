import { systemClock, type ContentEntity } from '@app/domain';
import { InMemoryContentRepository } from '../fakes/in-memory-content-repository.ts';
import {
  contentRepositoryContract,
  forEachContentSubject,
  type ContentContractSubject,
} from './content-repository.contract.ts';

// The in-memory fake is the reference the real adapters are held to: it must pass the same suite.
forEachContentSubject(<T extends ContentEntity>(subject: ContentContractSubject<T>) =>
  contentRepositoryContract('InMemoryContentRepository', subject, async () => {
    let repository = new InMemoryContentRepository(subject.collection, { clock: systemClock });
    return {
      get repository() {
        return repository;
      },
      reset: async () => {
        repository = new InMemoryContentRepository(subject.collection, { clock: systemClock });
      },
    };
  }),
);
