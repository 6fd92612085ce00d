import { InMemoryDemoPictureImports } from '../fakes/in-memory-demo-picture-imports.ts';
import { demoPictureImportsContract } from './demo-picture-imports.contract.ts';

demoPictureImportsContract('InMemoryDemoPictureImports', async () => {
  const imports = new InMemoryDemoPictureImports();
  let next = 0;
  return {
    imports,
    async show(picture) {
      next += 1;
      const key = `agents:${next}:photo`;
      imports.show(key, picture);
      return key;
    },
    async pictureOf(key) {
      const picture = imports.pictureOf(key);
      if (picture === undefined) throw new Error(`No record ${key}`);
      return picture;
    },
    reset: async () => imports.clear(),
  };
});
