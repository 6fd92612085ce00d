import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExclusiveLock, HeldLock } from '@app/domain';

/** What the exclusive-lock contract needs: lock instances on one shared medium, as separate server processes open. */
export interface ExclusiveLockFixture {
  /** A new instance on the shared medium (one database, or one registry). */
  open(): Promise<ExclusiveLock>;
}

/** Declares the behaviour every ExclusiveLock must have. */
export function exclusiveLockContract(name: string, setup: () => Promise<ExclusiveLockFixture>): void {
  describe(`ExclusiveLock contract: ${name}`, () => {
    let fixture: ExclusiveLockFixture | undefined;
    const opened: ExclusiveLock[] = [];
    const open = async () => {
      fixture ??= await setup();
      const lock = await fixture.open();
      opened.push(lock);
      return lock;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((lock) => lock.close()));
    });

    it('gives a free lock to one holder and refuses it to every other, in any instance', async () => {
      const [first, second] = [await open(), await open()];

      const held = await first.tryAcquire('scheduled-jobs');

      expect(held?.isHeld()).toBe(true);
      expect(await second.tryAcquire('scheduled-jobs')).toBeNull();
      expect(await first.tryAcquire('scheduled-jobs')).toBeNull();
      await held?.release();
    });

    it('keeps locks of different names apart', async () => {
      const [first, second] = [await open(), await open()];

      const replication = await first.tryAcquire('listing-replication');
      const demo = await second.tryAcquire('demo-refresh');

      expect([replication?.isHeld(), demo?.isHeld()]).toEqual([true, true]);
    });

    it('hands a released lock to the next asker, and settles `lost` of the released one', async () => {
      const [first, second] = [await open(), await open()];
      const held = (await first.tryAcquire('scheduled-jobs')) as HeldLock;

      await held.release();
      await held.release();
      await held.lost;
      const next = await second.tryAcquire('scheduled-jobs');

      expect(held.isHeld()).toBe(false);
      expect(next?.isHeld()).toBe(true);
    });

    it('frees every lock of an instance that closes, as a dying process does, and refuses it new ones', async () => {
      const [dying, survivor] = [await open(), await open()];
      const held = (await dying.tryAcquire('scheduled-jobs')) as HeldLock;

      await dying.close();
      await held.lost;

      expect(held.isHeld()).toBe(false);
      expect((await survivor.tryAcquire('scheduled-jobs'))?.isHeld()).toBe(true);
      await expect(dying.tryAcquire('other')).rejects.toThrow();
    });

    it('property: any sequence of acquisitions and releases over three instances matches one holder per name', async () => {
      const step = fc.record({
        instance: fc.nat(2),
        name: fc.constantFrom('a', 'b'),
        release: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
          const instances = [await open(), await open(), await open()];
          const holders = new Map<string, { instance: number; lock: HeldLock }>();
          for (const { instance, name, release } of steps) {
            const holder = holders.get(name);
            if (release && holder?.instance === instance) {
              await holder.lock.release();
              holders.delete(name);
              continue;
            }
            const lock = await (instances[instance] as ExclusiveLock).tryAcquire(name);
            expect(lock === null).toBe(holder !== undefined);
            if (lock !== null) holders.set(name, { instance, lock });
          }
          await Promise.all(instances.map((lock) => lock.close()));
        }),
        { numRuns: 15 },
      );
    }, 60_000);
  });
}
