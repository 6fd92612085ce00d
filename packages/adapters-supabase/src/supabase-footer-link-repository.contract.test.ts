import { footerLinkRepositoryContract } from '@app/testing';
import { connectTestBackend } from './test-backend.ts';

footerLinkRepositoryContract('SupabaseFooterLinkRepository (admin token, real PostgREST)', async () => {
  const backend = connectTestBackend();
  return { repository: backend.repositoryAs('admin'), reset: () => backend.reset(), close: () => backend.close() };
});
