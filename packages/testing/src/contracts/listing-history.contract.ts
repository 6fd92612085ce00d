import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListingChange, ListingHistoryStore, ListingSyncLog, StandardStatus } from '@app/domain';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the listing-history contract needs: the history store and the sync log of the same storage. */
export type ListingHistoryFixture = ContractFixture<'history', ListingHistoryStore> & {
  readonly syncLog: ListingSyncLog;
};

/** A change of listing `listingKey` on property `propertyKey`, at day `day` of November 2026. */
export function exampleChange(
  listingKey: string,
  propertyKey: string,
  day: number,
  fields: Partial<ListingChange> = {},
): ListingChange {
  return {
    propertyKey,
    listingKey,
    listingId: `9${listingKey}`,
    kind: 'listed',
    at: new Date(Date.UTC(2026, 10, day, 12)).toISOString(),
    status: 'Active',
    listPrice: 500_000,
    price: 500_000,
    previousPrice: null,
    ...fields,
  };
}

const STATUSES: readonly StandardStatus[] = ['Active', 'Pending', 'Closed', 'Withdrawn'];

/** Declares the behaviour every ListingHistoryStore (and its ListingSyncLog) must have. */
export function listingHistoryContract(name: string, setup: () => Promise<ListingHistoryFixture>): void {
  describe(`ListingHistoryStore contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const store = () => fixture().history;

    it('knows nothing of a listing before its first change', async () => {
      expect(await store().latestOf(['L1'])).toEqual(new Map());
      expect(await store().listingKeysOf(['p1'])).toEqual(new Map());
      expect(await store().forProperty('p1')).toEqual([]);
      expect(await store().changesSince(null, 10)).toEqual({ changes: [], cursor: null });
      expect(await fixture().syncLog.lastSyncAt()).toBeNull();
    });

    it("answers a listing's latest status and asking price, by recording order", async () => {
      await store().append([
        exampleChange('L1', 'p1', 1),
        exampleChange('L1', 'p1', 5, {
          kind: 'price_change',
          listPrice: 480_000,
          price: 480_000,
          previousPrice: 500_000,
        }),
        exampleChange('L2', 'p2', 2, { status: 'Coming Soon', listPrice: null, price: null }),
      ]);
      await store().append([exampleChange('L1', 'p1', 3, { kind: 'pending', status: 'Pending', listPrice: 480_000 })]);

      expect(await store().latestOf(['L1', 'L2', 'L3'])).toEqual(
        new Map([
          ['L1', { status: 'Pending', listPrice: 480_000 }],
          ['L2', { status: 'Coming Soon', listPrice: null }],
        ]),
      );
    });

    it("groups a property's listing periods and answers its changes oldest first, every field kept", async () => {
      const changes = [
        exampleChange('L2', 'p1', 20, { kind: 'relisted', listingId: '92' }),
        exampleChange('L1', 'p1', 1),
        exampleChange('L1', 'p1', 10, { kind: 'withdrawn', status: 'Withdrawn' }),
        exampleChange('L3', 'p2', 4),
        exampleChange('L2', 'p1', 20, {
          kind: 'price_change',
          price: 450_000,
          listPrice: 450_000,
          previousPrice: 500_000,
        }),
      ];
      await store().append(changes);

      expect(await store().forProperty('p1')).toEqual([changes[1], changes[2], changes[0], changes[4]]);
      expect(await store().listingKeysOf(['p1', 'p2', 'p3'])).toEqual(
        new Map([
          ['p1', ['L1', 'L2']],
          ['p2', ['L3']],
        ]),
      );
    });

    it('lets a reader with a cursor read every change exactly once, in recording order, across appends', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(fc.constantFrom(...STATUSES), { maxLength: 4 }), { minLength: 1, maxLength: 5 }),
          fc.integer({ min: 1, max: 3 }),
          async (batches, pageSize) => {
            await fixture().reset();
            const written: ListingChange[] = [];
            const read: ListingChange[] = [];
            let cursor: string | null = null;
            for (const [batch, statuses] of batches.entries()) {
              const changes = statuses.map((status, index) =>
                exampleChange(`L${batch}-${index}`, `p${index}`, 1 + ((batch * 7 + index) % 28), { status }),
              );
              await store().append(changes);
              written.push(...changes);
              for (;;) {
                const page = await store().changesSince(cursor, pageSize);
                expect(page.changes.length).toBeLessThanOrEqual(pageSize);
                read.push(...page.changes.map(({ cursor: _cursor, ...change }) => change));
                if (page.changes.length === 0) {
                  expect(page.cursor).toBe(cursor);
                  break;
                }
                cursor = page.cursor;
              }
            }
            expect(read).toEqual(written);
          },
        ),
        { numRuns: 15 },
      );
    });

    it('keeps the time of the last sync', async () => {
      const log = fixture().syncLog;
      await log.recordSync('2026-11-26T10:00:00.000Z');
      await log.recordSync('2026-11-26T10:10:00.000Z');

      expect(await log.lastSyncAt()).toBe('2026-11-26T10:10:00.000Z');
    });
  });
}
