import type { ContentEntity } from '@app/domain';
import { contentRepositoryContract, forEachContentSubject, type ContentContractSubject } from '@app/testing';
import { connectContentTestBackend } from './content-test-backend.ts';
import { SupabaseContentRepository } from './supabase-content-repository.ts';

forEachContentSubject(<T extends ContentEntity>(subject: ContentContractSubject<T>) =>
  contentRepositoryContract('SupabaseContentRepository (editor token, real PostgREST)', subject, async () => {
    const content = connectContentTestBackend();
    return {
      repository: new SupabaseContentRepository(content.backend.client(content.editorToken), subject.collection),
      reset: () => content.reset(subject.collection),
      close: () => content.close(),
    };
  }),
);
