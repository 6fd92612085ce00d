import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FixedClock,
  createInMemoryContentRepositories,
  exampleAgentFields,
  exampleArticleFields,
  exampleSitePageFields,
  exampleTestimonialFields,
  validAgentFieldsArbitrary,
} from '@app/testing';
import { NotFoundError, ValidationError } from '../errors/domain-error.ts';
import { contentFieldsOf } from './content-editor.ts';
import { createContentEditors } from './content-editors.ts';
import type { RichTextSanitizer } from './rich-text-policy.ts';

/** Drops script elements, enough to see that bodies pass through the sanitizer. */
const sanitizer: RichTextSanitizer = { sanitize: (html) => html.replace(/<script>.*?<\/script>/g, '') };

function setup() {
  const repositories = createInMemoryContentRepositories(new FixedClock(Date.parse('2026-03-01T12:00:00Z')));
  return { repositories, editors: createContentEditors(repositories, sanitizer) };
}

async function rejection(promise: Promise<unknown>): Promise<ValidationError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

describe(createContentEditors, () => {
  it('stores a valid record normalized and lists every record, hidden ones too', async () => {
    const { editors } = setup();
    const created = await editors.agents.create(
      exampleAgentFields({ name: '  Ana Ruiz ', email: 'ANA@Palmetto.example', visible: false }),
    );
    expect(created).toMatchObject({ name: 'Ana Ruiz', email: 'ana@palmetto.example', visible: false });
    expect((await editors.agents.list({})).items.map((agent) => agent.id)).toEqual([created.id]);
  });

  it('names every bad field and stores nothing', async () => {
    const { editors, repositories } = setup();
    const error = await rejection(editors.agents.create(exampleAgentFields({ name: '', email: 'nope' })));
    expect(error.issues.map((issue) => issue.field)).toEqual(['name', 'email']);
    expect(
      (
        await repositories.agents.list({
          visibleAt: null,
          where: {},
          contains: {},
          search: '',
          orderBy: [],
          page: 1,
          perPage: 10,
        })
      ).total,
    ).toBe(0);
  });

  it('sanitizes rich-text bodies before storing them', async () => {
    const { editors } = setup();
    const page = await editors.sitePages.create(
      exampleSitePageFields({ body: '<p>Hello</p><script>alert(1)</script>' }),
    );
    expect(page.body).toBe('<p>Hello</p>');
  });

  it('reports a taken slug on the slug field, but lets a record keep its own', async () => {
    const { editors } = setup();
    const first = await editors.agents.create(exampleAgentFields({ slug: 'ana-ruiz' }));
    const error = await rejection(editors.agents.create(exampleAgentFields({ slug: 'ana-ruiz' })));
    expect(error.issues).toEqual([{ field: 'slug', message: 'Another agent already uses the slug "ana-ruiz"' }]);
    const { after } = await editors.agents.update(first.id, { title: 'Broker Associate' });
    expect(after).toMatchObject({ slug: 'ana-ruiz', title: 'Broker Associate' });
  });

  it('merges an update over the stored record and answers both versions', async () => {
    const { editors } = setup();
    const agent = await editors.agents.create(exampleAgentFields());
    const { before, after } = await editors.agents.update(agent.id, { visible: false });
    expect(before.visible).toBe(true);
    expect(contentFieldsOf(after)).toEqual({ ...contentFieldsOf(before), visible: false });
  });

  it('refuses an agent reference that leads nowhere', async () => {
    const { editors } = setup();
    const agent = await editors.agents.create(exampleAgentFields());
    await expect(editors.testimonials.create(exampleTestimonialFields({ agentId: agent.id }))).resolves.toMatchObject({
      agentId: agent.id,
    });
    const error = await rejection(
      editors.articles.create(exampleArticleFields({ authorAgentId: '5f0c6a52-5d1c-4c4e-9a53-1d7f7b0e2a11' })),
    );
    expect(error.issues).toEqual([{ field: 'authorAgentId', message: 'The author must be chosen from the list' }]);
  });

  it('accepts a broker page only for an agent marked as a broker', async () => {
    const { editors } = setup();
    await editors.agents.create(exampleAgentFields({ slug: 'sam-lee', isBroker: false }));
    await editors.agents.create(exampleAgentFields({ slug: 'jo-king', isBroker: true, licenseNumber: 'BK3312345' }));
    const error = await rejection(editors.sitePages.create(exampleSitePageFields({ slug: 'broker-sam-lee' })));
    expect(error.issues[0]?.field).toBe('slug');
    await expect(editors.sitePages.create(exampleSitePageFields({ slug: 'broker-jo-king' }))).resolves.toMatchObject({
      slug: 'broker-jo-king',
    });
  });

  it('deletes a record and answers it; an unknown id is not found', async () => {
    const { editors } = setup();
    const agent = await editors.agents.create(exampleAgentFields());
    await expect(editors.agents.delete(agent.id)).resolves.toEqual(agent);
    await expect(editors.agents.get(agent.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(editors.agents.update(agent.id, { visible: true })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('stores any valid agent exactly as given (valid fields are already normal)', async () => {
    await fc.assert(
      fc.asyncProperty(validAgentFieldsArbitrary, async (fields) => {
        const { editors } = setup();
        const created = await editors.agents.create(fields);
        expect(contentFieldsOf(created)).toEqual(fields);
      }),
      { numRuns: 40 },
    );
  });

  it('updates any valid agent to exactly the patch merged over it', async () => {
    await fc.assert(
      fc.asyncProperty(validAgentFieldsArbitrary, validAgentFieldsArbitrary, async (first, second) => {
        const { editors } = setup();
        const created = await editors.agents.create(first);
        const { after } = await editors.agents.update(created.id, second);
        expect(contentFieldsOf(after)).toEqual(second);
      }),
      { numRuns: 40 },
    );
  });
});
