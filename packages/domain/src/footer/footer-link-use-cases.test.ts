import {
  exampleFooterLink,
  FixedClock,
  footerLinkFieldsArbitrary,
  footerLinkInputArbitrary,
  footerLinkQueryArbitrary,
  footerLinksArbitrary,
  InMemoryFooterLinkRepository,
} from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../errors/domain-error.ts';
import { normalizeFooterLinkQuery, queryFooterLinks } from './footer-link-query.ts';
import {
  createCreateFooterLink,
  createDeleteFooterLink,
  createListAdminFooterLinks,
  createUpdateFooterLink,
} from './footer-link-use-cases.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '0b8f3c52-9a51-4e0f-b0c3-5a8e2f1d7c64';

function setup(links = [] as ReturnType<typeof exampleFooterLink>[]) {
  const clock = new FixedClock(Date.parse('2025-03-01T09:00:00.000Z'));
  const repository = new InMemoryFooterLinkRepository({ clock, links });
  return { clock, repository };
}

describe(createListAdminFooterLinks, () => {
  const twelve = Array.from({ length: 12 }, (_, i) =>
    exampleFooterLink({
      id: `id-${String(i).padStart(2, '0')}`,
      sort_order: i,
      link_text: i % 2 === 0 ? `Even ${i}` : `Odd ${i}`,
      enabled: i < 9,
    }),
  );

  it('defaults to page 1 with 10 links and the exact count of all', async () => {
    const page = await createListAdminFooterLinks(setup(twelve).repository)();
    expect(page.total).toBe(12);
    expect(page.items.map((link) => link.sort_order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('applies search, enabled-only filter and paging', async () => {
    const page = await createListAdminFooterLinks(setup(twelve).repository)({
      search: ' EVEN ',
      enabledOnly: true,
      page: 2,
      itemsPerPage: 3,
    });
    expect(page).toEqual({ items: [twelve[6], twelve[8]], total: 5 });
  });

  it('answers what the domain query rule answers for the normalized input', async () => {
    await fc.assert(
      fc.asyncProperty(footerLinksArbitrary(), footerLinkQueryArbitrary, async (stored, query) => {
        expect(await createListAdminFooterLinks(setup(stored).repository)(query)).toEqual(
          queryFooterLinks(stored, normalizeFooterLinkQuery(query)),
        );
      }),
    );
  });

  it('rejects a page below 1', async () => {
    const { repository } = setup(twelve);
    await expect(createListAdminFooterLinks(repository)({ page: 0 })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe(createCreateFooterLink, () => {
  it('stores the link with the defaults, a UUID v4 id and the clock time', async () => {
    const { repository } = setup();
    const created = await createCreateFooterLink(repository)({ link_text: ' Privacy ', link_url: '/privacy-policy' });
    expect(created).toEqual({
      id: expect.stringMatching(UUID_V4),
      enabled: true,
      column: 1,
      link_text: 'Privacy',
      link_url: '/privacy-policy',
      sort_order: 999,
      created_at: '2025-03-01T09:00:00.000Z',
      updated_at: '2025-03-01T09:00:00.000Z',
    });
    expect(repository.all()).toEqual([created]);
  });

  it('requires text and url and stores nothing without them', async () => {
    const { repository } = setup();
    await expect(createCreateFooterLink(repository)({ column: 2 })).rejects.toBeInstanceOf(ValidationError);
    expect(repository.all()).toEqual([]);
  });

  it('rethrows a repository failure', async () => {
    const { repository } = setup();
    repository.failNextWith(new Error('Failed to create footer link'));
    await expect(createCreateFooterLink(repository)({ link_text: 'FAQ', link_url: '/faq' })).rejects.toThrow(
      'Failed to create footer link',
    );
  });

  it('stores every valid link as given, each under a new id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(footerLinkFieldsArbitrary, { maxLength: 8 }), async (inputs) => {
        const { repository } = setup();
        const created = await Promise.all(inputs.map((input) => createCreateFooterLink(repository)(input)));
        created.forEach((link, i) => expect(link).toMatchObject(inputs[i]!));
        expect(new Set(created.map((link) => link.id)).size).toBe(inputs.length);
        expect((await createListAdminFooterLinks(repository)({ itemsPerPage: 100 })).total).toBe(inputs.length);
      }),
      { numRuns: 50 },
    );
  });
});

describe(createUpdateFooterLink, () => {
  const stored = exampleFooterLink({ id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' });

  it('changes only the given fields and sets updated_at, keeping created_at', async () => {
    const { repository, clock } = setup([stored]);
    clock.advance(60_000);
    const updated = await createUpdateFooterLink(repository)(stored.id, { link_text: ' Our Story ', enabled: false });
    expect(updated).toEqual({
      ...stored,
      link_text: 'Our Story',
      enabled: false,
      updated_at: '2025-03-01T09:01:00.000Z',
    });
    expect(repository.all()).toEqual([updated]);
  });

  it('rejects an id that is not a UUID before asking the repository', async () => {
    const { repository } = setup([stored]);
    repository.failNextWith(new Error('the repository was called'));
    await expect(createUpdateFooterLink(repository)('42', { enabled: false })).rejects.toBeInstanceOf(ValidationError);
  });

  it('rejects an invalid change and keeps the link as it was', async () => {
    const { repository } = setup([stored]);
    await expect(
      createUpdateFooterLink(repository)(stored.id, { link_url: 'javascript:alert(1)' }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(repository.all()).toEqual([stored]);
  });

  it('answers NotFoundError for an unknown link', async () => {
    await expect(
      createUpdateFooterLink(setup([stored]).repository)(UNKNOWN_ID, { enabled: false }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('gives the link every field of any valid patch and keeps the others', async () => {
    await fc.assert(
      fc.asyncProperty(
        footerLinksArbitrary({ minLength: 1, maxLength: 5 }),
        footerLinkInputArbitrary,
        fc.nat(),
        async (links, patch, pick) => {
          const { repository, clock } = setup(links);
          const target = links[pick % links.length]!;
          const updated = await createUpdateFooterLink(repository)(target.id, patch);
          expect(updated).toEqual({ ...target, ...patch, updated_at: new Date(clock.now()).toISOString() });
          expect(repository.all().filter((link) => link.id !== target.id)).toEqual(
            links.filter((link) => link.id !== target.id),
          );
        },
      ),
    );
  });
});

describe(createDeleteFooterLink, () => {
  const stored = exampleFooterLink({ id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' });

  it('removes the link', async () => {
    const { repository } = setup([stored, exampleFooterLink({ id: UNKNOWN_ID.replace('0b8f', '1b8f') })]);
    await createDeleteFooterLink(repository)(stored.id);
    expect(repository.all().map((link) => link.id)).not.toContain(stored.id);
    expect(repository.all()).toHaveLength(1);
  });

  it('answers NotFoundError for an unknown link', async () => {
    await expect(createDeleteFooterLink(setup([stored]).repository)(UNKNOWN_ID)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('rejects an id that is not a UUID', async () => {
    await expect(createDeleteFooterLink(setup([stored]).repository)('not-a-uuid')).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('empties the repository when every link is deleted once, and refuses a second delete', async () => {
    await fc.assert(
      fc.asyncProperty(footerLinksArbitrary({ maxLength: 6 }), async (links) => {
        const { repository } = setup(links);
        const deleteLink = createDeleteFooterLink(repository);
        for (const link of links) await deleteLink(link.id);
        expect(repository.all()).toEqual([]);
        for (const link of links) await expect(deleteLink(link.id)).rejects.toBeInstanceOf(NotFoundError);
      }),
      { numRuns: 50 },
    );
  });
});
