import { NotFoundError, normalizeFooterLinkQuery, queryFooterLinks, type FooterLink } from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exampleFooterLink,
  footerLinkFieldsArbitrary,
  footerLinkQueryArbitrary,
  footerLinksArbitrary,
} from '../arbitraries/footer-link.arbitrary.ts';
import { FixedClock } from './fixed-clock.ts';
import { InMemoryFooterLinkRepository } from './in-memory-footer-link-repository.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const FIELDS = { enabled: true, column: 2, link_text: 'FAQ', link_url: '/faq', sort_order: 3 };

function setup(links: FooterLink[] = []) {
  const clock = new FixedClock(Date.parse('2025-03-01T09:00:00.000Z'));
  return { clock, repository: new InMemoryFooterLinkRepository({ clock, links }) };
}

describe(InMemoryFooterLinkRepository, () => {
  describe('create', () => {
    it('stores the fields under a new UUID v4 with created_at and updated_at from the clock', async () => {
      const { repository } = setup();
      const link = await repository.create(FIELDS);
      expect(link).toEqual({
        ...FIELDS,
        id: expect.stringMatching(UUID_V4),
        created_at: '2025-03-01T09:00:00.000Z',
        updated_at: '2025-03-01T09:00:00.000Z',
      });
      expect(repository.all()).toEqual([link]);
    });

    it('gives every link its own id', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(footerLinkFieldsArbitrary, { maxLength: 20 }), async (inputs) => {
          const { repository } = setup();
          for (const input of inputs) await repository.create(input);
          expect(new Set(repository.all().map((link) => link.id)).size).toBe(inputs.length);
        }),
        { numRuns: 30 },
      );
    });

    it('ignores fields that are not editable', async () => {
      const { repository } = setup();
      const sneaky = { ...FIELDS, id: 'mine', created_at: 'then' } as typeof FIELDS;
      const link = await repository.create(sneaky);
      expect(link.id).not.toBe('mine');
      expect(link.created_at).toBe('2025-03-01T09:00:00.000Z');
    });
  });

  describe('update', () => {
    it('changes the given fields, sets updated_at and keeps created_at', async () => {
      const { repository, clock } = setup();
      const link = await repository.create(FIELDS);
      clock.advance(90_000);
      const updated = await repository.update(link.id, {
        link_text: 'Questions',
        sort_order: null,
        enabled: undefined,
      });
      expect(updated).toEqual({
        ...link,
        link_text: 'Questions',
        sort_order: null,
        updated_at: '2025-03-01T09:01:30.000Z',
      });
      expect(repository.all()).toEqual([updated]);
    });

    it('answers NotFoundError for an unknown id', async () => {
      await expect(
        setup().repository.update('6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', { enabled: false }),
      ).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('delete', () => {
    it('removes only the link', async () => {
      const { repository } = setup();
      const first = await repository.create(FIELDS);
      const second = await repository.create({ ...FIELDS, link_text: 'Blog' });
      await repository.delete(first.id);
      expect(repository.all()).toEqual([second]);
    });

    it('answers NotFoundError for an unknown id, also when deleting twice', async () => {
      const { repository } = setup();
      const link = await repository.create(FIELDS);
      await repository.delete(link.id);
      await expect(repository.delete(link.id)).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('listEnabled', () => {
    it('answers every enabled link and no disabled one', async () => {
      await fc.assert(
        fc.asyncProperty(footerLinksArbitrary(), async (links) => {
          const enabled = await setup(links).repository.listEnabled();
          expect(enabled).toEqual(links.filter((link) => link.enabled));
        }),
      );
    });
  });

  describe('list', () => {
    it('pages the admin list with the exact count', async () => {
      const links = Array.from({ length: 12 }, (_, i) =>
        exampleFooterLink({ id: `id-${String(i).padStart(2, '0')}`, sort_order: 11 - i }),
      );
      const page = await setup(links).repository.list(normalizeFooterLinkQuery({ page: 2 }));
      expect(page.total).toBe(12);
      expect(page.items.map((link) => link.sort_order)).toEqual([10, 11]);
    });

    it('answers what the domain query rule answers', async () => {
      await fc.assert(
        fc.asyncProperty(footerLinksArbitrary(), footerLinkQueryArbitrary, async (links, query) => {
          expect(await setup(links).repository.list(query)).toEqual(queryFooterLinks(links, query));
        }),
      );
    });

    it('answers copies, so a caller cannot change what is stored', async () => {
      const { repository } = setup([exampleFooterLink()]);
      const [item] = (await repository.list(normalizeFooterLinkQuery())).items;
      (item as { link_text: string }).link_text = 'changed';
      expect(repository.all()[0]!.link_text).toBe('About Us');
    });
  });

  describe('failNextWith', () => {
    it('makes the next call fail once, whatever the method', async () => {
      const { repository } = setup([exampleFooterLink()]);
      const failure = new Error('database down');
      repository.failNextWith(failure);
      await expect(repository.listEnabled()).rejects.toBe(failure);
      await expect(repository.listEnabled()).resolves.toHaveLength(1);
      repository.failNextWith(failure);
      await expect(repository.create(FIELDS)).rejects.toBe(failure);
      expect(repository.all()).toHaveLength(1);
    });
  });
});
