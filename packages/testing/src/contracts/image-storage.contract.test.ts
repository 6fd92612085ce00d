import { InMemoryImageStorage } from '../fakes/in-memory-image-storage.ts';
import { imageStorageContract } from './image-storage.contract.ts';

imageStorageContract('InMemoryImageStorage', async () => {
  const storage = new InMemoryImageStorage();
  return { storage, reset: async () => storage.clear() };
});
