import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeBus } from '@app/domain';

/** What the change-bus contract needs: bus instances on one shared medium, as separate server processes open. */
export interface ChangeBusFixture {
  /** A new instance on the shared medium (one database, or one hub), listening when it is answered. */
  open(): Promise<ChangeBus>;
}

/** The time a change may take to reach every other process (issue 12: within a second). */
export const CHANGE_DELIVERY_MS = 1_000;

/** Resolves once `condition` holds, checking every 5 ms; rejects after `timeoutMs`. */
async function eventually(condition: () => boolean, timeoutMs = CHANGE_DELIVERY_MS): Promise<number> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs) throw new Error(`Not delivered within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}

/** A bus's subscription that counts what it heard. */
function counting(bus: ChangeBus): { heard: number; unsubscribe: () => void } {
  const counter = { heard: 0, unsubscribe: () => undefined as void };
  counter.unsubscribe = bus.subscribe(() => (counter.heard += 1));
  return counter;
}

/** Declares the behaviour every ChangeBus must have. */
export function changeBusContract(name: string, setup: () => Promise<ChangeBusFixture>): void {
  describe(`ChangeBus contract: ${name}`, () => {
    let fixture: ChangeBusFixture | undefined;
    const opened: ChangeBus[] = [];
    const open = async () => {
      fixture ??= await setup();
      const bus = await fixture.open();
      opened.push(bus);
      return bus;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((bus) => bus.close()));
    });

    it('brings a change to every other instance within a second', async () => {
      const [writer, first, second] = [await open(), await open(), await open()];
      const heard = [counting(first), counting(second)];

      await writer.publish();
      const took = await eventually(() => heard.every((counter) => counter.heard === 1));

      expect(took).toBeLessThan(CHANGE_DELIVERY_MS);
    });

    it('never brings a change back to the instance that published it (it has dropped its caches already)', async () => {
      const [writer, other] = [await open(), await open()];
      const own = counting(writer);

      await writer.publish();
      await other.publish();
      // Announcements arrive in the order they were made: once the other's is heard, the own one would have been.
      await eventually(() => own.heard >= 1);

      expect(own.heard).toBe(1);
    });

    it('delivers each change once to each subscriber, and nothing after unsubscribing', async () => {
      const [writer, reader] = [await open(), await open()];
      const kept = counting(reader);
      const dropped = counting(reader);
      dropped.unsubscribe();

      for (let index = 0; index < 3; index += 1) await writer.publish();
      await eventually(() => kept.heard >= 3);
      const marker = counting(reader);
      await writer.publish();
      await eventually(() => marker.heard === 1);

      expect([kept.heard, dropped.heard]).toEqual([4, 0]);
    });

    it('closes once however often asked, and refuses to publish once closed', async () => {
      const bus = await open();

      await bus.close();
      await bus.close();

      await expect(bus.publish()).rejects.toThrow();
    });
  });
}
