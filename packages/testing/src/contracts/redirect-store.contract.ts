import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRedirects, type RedirectFields, type RedirectStore } from '@app/domain';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the redirect store contract needs: the store, emptied by `reset`. */
export type RedirectStoreFixture = ContractFixture<'store', RedirectStore>;

const r = (fromPath: string, toPath: string): RedirectFields => ({ fromPath, toPath });
const fields = (rows: readonly RedirectFields[]) => rows.map(({ fromPath, toPath }) => ({ fromPath, toPath }));

/** Declares the behaviour every RedirectStore must have. */
export function redirectStoreContract(name: string, setup: () => Promise<RedirectStoreFixture>): void {
  describe(`RedirectStore contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const store = () => fixture().store;

    it('starts empty, then lists what was put, ordered by the old path, with when it was set', async () => {
      expect(await store().list()).toEqual([]);
      await store().apply({
        remove: [],
        put: [r('/resources/b', '/resources/c'), r('/communities/a', '/communities/z')],
      });
      const listed = await store().list();
      expect(fields(listed)).toEqual([r('/communities/a', '/communities/z'), r('/resources/b', '/resources/c')]);
      for (const row of listed) expect(new Date(row.updatedAt).toISOString()).toBe(row.updatedAt);
    });

    it('a put on a stored old path replaces its target; a remove drops it; removing what is absent is no error', async () => {
      await store().apply({ remove: [], put: [r('/a', '/b')] });
      await store().apply({ remove: ['/nothing-here'], put: [r('/a', '/c')] });
      expect(fields(await store().list())).toEqual([r('/a', '/c')]);
      await store().apply({ remove: ['/a'], put: [] });
      expect(await store().list()).toEqual([]);
    });

    it('removes before it puts, so one change can move a row', async () => {
      await store().apply({ remove: [], put: [r('/a', '/b')] });
      await store().apply({ remove: ['/a'], put: [r('/a', '/d')] });
      expect(fields(await store().list())).toEqual([r('/a', '/d')]);
    });

    it('keeps paths exactly: accents, encoded characters, case', async () => {
      const odd = r('/communities/caf%C3%A9-Fiddler%27s', '/communities/Café-fiddlers');
      await store().apply({ remove: [], put: [odd] });
      expect(fields(await store().list())).toEqual([odd]);
    });

    it('applies all of a change or none: a change that cannot be stored leaves the table as it was', async () => {
      await store().apply({ remove: [], put: [r('/kept', '/there')] });
      const tooLong = `/${'x'.repeat(3000)}`;
      await expect(store().apply({ remove: ['/kept'], put: [r('/new', '/x'), r(tooLong, '/y')] })).rejects.toThrow();
      expect(fields(await store().list())).toEqual([r('/kept', '/there')]);
    });

    it('property: applying planned changes one after another leaves exactly the planned table', async () => {
      const path = fc.constantFrom('/a', '/b', '/c', '/d', '/e');
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.record({ fromPath: path, toPath: path, targetIsLive: fc.boolean() }), { maxLength: 6 }),
          async (additions) => {
            await fixture().reset();
            let table: RedirectFields[] = [];
            for (const added of additions) {
              const plan = planRedirects(table, [added]);
              await store().apply(plan.change);
              table = plan.table;
            }
            const sorted = [...table].sort((a, b) => (a.fromPath < b.fromPath ? -1 : 1));
            expect(fields(await store().list())).toEqual(sorted);
          },
        ),
        { numRuns: 15 },
      );
    });
  });
}
