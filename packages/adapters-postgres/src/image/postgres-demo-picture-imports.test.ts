import { demoPictureImportsContract, exampleAgentFields } from '@app/testing';
import { createPostgresContentRepositories } from '../content/postgres-content-repositories.ts';
import { TEST_DATABASE_KINDS, openMigratedTestDatabase, truncate } from '../test-databases.ts';
import { PostgresDemoPictureImports } from './postgres-demo-picture-imports.ts';

for (const kind of TEST_DATABASE_KINDS)
  demoPictureImportsContract(`PostgresDemoPictureImports on ${kind}`, async () => {
    const db = await openMigratedTestDatabase(kind, 'demo_picture_imports');
    const content = createPostgresContentRepositories(db);
    let next = 0;
    return {
      imports: new PostgresDemoPictureImports(db),
      async show(photo) {
        next += 1;
        const agent = await content.agents.create(exampleAgentFields({ slug: `agent-${next}`, photo }));
        return agent.id;
      },
      async pictureOf(id) {
        const agent = await content.agents.findById(id);
        if (agent === null) throw new Error(`No agent ${id}`);
        return { ...agent.photo, version: agent.version };
      },
      reset: () => truncate(db, ['demo_picture_imports', 'agents']),
      close: () => db.close(),
    };
  });
