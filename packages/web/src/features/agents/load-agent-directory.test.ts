import { describe, expect, it } from 'vitest';
import { contentFixture, sampleAgent } from '../articles/sample-content.ts';
import { loadAgentDirectory } from './load-agent-directory.ts';

async function teamFixture() {
  const { repositories, services } = contentFixture();
  await repositories.agents.create(sampleAgent({ name: 'María Álvarez', sortOrder: 1 }));
  await repositories.agents.create(
    sampleAgent({
      slug: 'tom-becker',
      name: 'Tom Becker',
      languages: ['English', 'German'],
      specialties: ['Golf communities'],
      sortOrder: 2,
    }),
  );
  await repositories.agents.create(
    sampleAgent({ slug: 'hidden-agent', name: 'Hidden Agent', languages: ['French'], visible: false }),
  );
  return services.content;
}

describe(loadAgentDirectory, () => {
  it('lists the visible team in its order with the languages and specialties to filter by', async () => {
    const data = await loadAgentDirectory(await teamFixture(), {});
    expect(data.agents.map((agent) => agent.name)).toEqual(['María Álvarez', 'Tom Becker']);
    expect(data.facets).toEqual({
      languages: ['English', 'German', 'Spanish'],
      specialties: ['Golf communities', 'Waterfront'],
    });
    expect(data.teamSize).toBe(2);
  });

  it('keeps the agents matching the name, language and specialty of the address', async () => {
    const content = await teamFixture();
    expect((await loadAgentDirectory(content, { q: 'maria' })).agents.map((agent) => agent.slug)).toEqual([
      'maria-alvarez',
    ]);
    expect((await loadAgentDirectory(content, { language: 'German' })).agents.map((agent) => agent.slug)).toEqual([
      'tom-becker',
    ]);
    const none = await loadAgentDirectory(content, { language: 'Spanish', specialty: 'Golf communities' });
    expect(none).toMatchObject({
      agents: [],
      teamSize: 2,
      filter: { language: 'Spanish', specialty: 'Golf communities' },
    });
  });
});
