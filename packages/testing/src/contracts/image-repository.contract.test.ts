import { InMemoryImageRepository } from '../fakes/in-memory-image-repository.ts';
import { imageRepositoryContract } from './image-repository.contract.ts';

imageRepositoryContract('InMemoryImageRepository', async () => {
  const images = new InMemoryImageRepository();
  return { images, reset: async () => images.clear() };
});
