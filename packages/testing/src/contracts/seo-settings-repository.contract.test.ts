import { InMemorySeoSettingsRepository } from '../fakes/in-memory-seo-settings-repository.ts';
import { seoSettingsRepositoryContract } from './seo-settings-repository.contract.ts';

seoSettingsRepositoryContract('InMemorySeoSettingsRepository', async () => {
  const repository = new InMemorySeoSettingsRepository();
  return { repository, reset: async () => repository.clear() };
});
