import { describe, expect, it } from 'vitest';
import { NotFoundError, normalizeFooterLinkQuery, withFooterLinkDefaults } from '@app/domain';
import { pause } from './contract-fixture.ts';
import {
  UNKNOWN_LINK_ID as UNKNOWN_ID,
  linkFields as fields,
  type FooterLinkContractContext,
} from './footer-link-contract-context.ts';

/** The write part of the footer link contract: create, listEnabled, update and delete. */
export function describeFooterLinkWrites({ repository, createAll }: FooterLinkContractContext): void {
  describe('create', () => {
    it('stores the fields and returns the link with a generated id and equal timestamps', async () => {
      const link = await repository().create(fields({ enabled: false, column: 3, sort_order: 7 }));

      expect(link).toMatchObject(fields({ enabled: false, column: 3, sort_order: 7 }));
      expect(link.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
      expect(Number.isNaN(Date.parse(link.created_at))).toBe(false);
      expect(Date.parse(link.updated_at)).toBe(Date.parse(link.created_at));
    });

    it('stores a link made with the spec defaults: enabled, column 1, sort_order 999', async () => {
      const link = await repository().create(withFooterLinkDefaults({ link_text: 'Search', link_url: '/search' }));

      expect(link).toMatchObject({
        enabled: true,
        column: 1,
        sort_order: 999,
        link_text: 'Search',
        link_url: '/search',
      });
    });

    it('keeps a missing sort_order as null and gives every link its own id', async () => {
      const [first, second] = await createAll([fields({ sort_order: null }), fields({ sort_order: null })]);

      expect(first?.sort_order).toBeNull();
      expect(first?.id).not.toBe(second?.id);
    });
  });

  describe('findById', () => {
    it('returns the stored link, and null for an unknown id or one that is not a UUID', async () => {
      const link = await repository().create(fields({ link_text: 'Found' }));

      expect(await repository().findById(link.id)).toEqual(link);
      expect(await repository().findById(UNKNOWN_ID)).toBeNull();
      expect(await repository().findById('not-a-uuid')).toBeNull();
    });
  });

  describe('listEnabled', () => {
    it('returns every enabled link and no disabled one', async () => {
      const created = await createAll([
        fields({ link_text: 'A' }),
        fields({ link_text: 'B', enabled: false }),
        fields({ link_text: 'C', column: 4 }),
      ]);

      const enabled = await repository().listEnabled();

      expect(enabled).toHaveLength(2);
      expect(enabled).toEqual(expect.arrayContaining([created[0], created[2]]));
    });
  });

  describe('update', () => {
    it('changes only the given fields, keeps created_at and moves updated_at later', async () => {
      const link = await repository().create(fields({ link_text: 'Old', column: 2, sort_order: 4 }));
      await pause();

      const updated = await repository().update(link.id, { link_text: 'New', sort_order: null });

      expect(updated).toMatchObject({ ...link, link_text: 'New', sort_order: null, updated_at: updated.updated_at });
      expect(updated.created_at).toBe(link.created_at);
      expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(updated.created_at));
      expect((await repository().list(normalizeFooterLinkQuery())).items).toEqual([updated]);
    });

    it('moves updated_at even when no field is given', async () => {
      const link = await repository().create(fields());
      await pause();

      const updated = await repository().update(link.id, {});

      expect({ ...updated, updated_at: link.updated_at }).toEqual(link);
      expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(link.updated_at));
    });

    it.each([UNKNOWN_ID, 'not-a-uuid', ''])('rejects the unknown id %j with NotFoundError', async (id) => {
      await repository().create(fields());

      await expect(repository().update(id, { enabled: false })).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('delete', () => {
    it('removes the link and only that link', async () => {
      const [kept, removed] = await createAll([fields({ link_text: 'Keep' }), fields({ link_text: 'Remove' })]);

      await repository().delete(removed?.id ?? '');

      expect(await repository().list(normalizeFooterLinkQuery())).toEqual({ items: [kept], total: 1 });
      await expect(repository().delete(removed?.id ?? '')).rejects.toBeInstanceOf(NotFoundError);
    });

    it.each([UNKNOWN_ID, 'not-a-uuid'])('rejects the unknown id %j with NotFoundError', async (id) => {
      await expect(repository().delete(id)).rejects.toBeInstanceOf(NotFoundError);
    });
  });
}
