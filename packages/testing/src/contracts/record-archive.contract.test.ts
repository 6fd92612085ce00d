import { InMemoryRecordArchive } from '../fakes/in-memory-record-archive.ts';
import { recordArchiveContract } from './record-archive.contract.ts';

recordArchiveContract('InMemoryRecordArchive', async () => {
  const archive = new InMemoryRecordArchive();
  return { archive, reset: async () => archive.clear() };
});
