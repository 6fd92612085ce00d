import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAD_ROUTING, nextInRotation, type LeadRoutingStore } from '@app/domain';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

/** What the lead routing contract needs: the store, emptied (default settings, fresh rotation) by `reset`. */
export type LeadRoutingStoreFixture = ContractFixture<'store', LeadRoutingStore>;

const AGENTS = ['agent-c', 'agent-a', 'agent-b'];

/** Declares the behaviour every LeadRoutingStore must have. */
export function leadRoutingStoreContract(name: string, setup: () => Promise<LeadRoutingStoreFixture>): void {
  describe(`LeadRoutingStore contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const store = () => fixture().store;

    it('answers the defaults before anything is saved, then what was saved, areas in their order', async () => {
      expect(await store().get()).toEqual(DEFAULT_LEAD_ROUTING);
      const settings = {
        rule: 'area' as const,
        officeEmail: 'office@palmetto.example',
        areas: [
          { city: 'Naples', agentId: 'agent-b' },
          { city: 'Bonita Springs', agentId: 'agent-a' },
        ],
      };
      expect(await store().save(settings)).toEqual(settings);
      const changed = {
        rule: 'listing-agent' as const,
        officeEmail: null,
        areas: [{ city: 'Naples', agentId: 'agent-c' }],
      };
      await store().save(changed);
      expect(await store().get()).toEqual(changed);
    });

    it('takes turns in id order from the first, wrapping around; no agents is no turn', async () => {
      expect(await store().takeTurn([])).toBeNull();
      const turns = [];
      for (let index = 0; index < 7; index += 1) turns.push(await store().takeTurn(AGENTS));
      expect(turns).toEqual(['agent-a', 'agent-b', 'agent-c', 'agent-a', 'agent-b', 'agent-c', 'agent-a']);
    });

    it('keeps the turn when the agents change: the next one after the last served, as nextInRotation says', async () => {
      await store().takeTurn(AGENTS);
      await store().takeTurn(AGENTS);
      expect(await store().takeTurn(['agent-a', 'agent-c', 'agent-d'])).toBe('agent-c');
      expect(await store().takeTurn(['agent-a', 'agent-b'])).toBe('agent-a');
    });

    it('turns taken at once are all different and fair: twelve leads over three agents give four each', async () => {
      const turns = await Promise.all(Array.from({ length: 12 }, () => store().takeTurn(AGENTS)));
      const counts = new Map<string, number>();
      for (const agent of turns) counts.set(String(agent), (counts.get(String(agent)) ?? 0) + 1);
      expect(Object.fromEntries(counts)).toEqual({ 'agent-a': 4, 'agent-b': 4, 'agent-c': 4 });
    });

    it('follows nextInRotation for any agents and any start', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(fc.constantFrom('a1', 'b2', 'c3', 'd4', 'e5'), { minLength: 1, maxLength: 4 }), {
            minLength: 1,
            maxLength: 6,
          }),
          async (rounds) => {
            await fixture().reset();
            let last: string | null = null;
            for (const agents of rounds) {
              const expected = nextInRotation(agents, last);
              expect(await store().takeTurn(agents)).toBe(expected);
              last = expected;
            }
          },
        ),
        { numRuns: 15 },
      );
    });
  });
}
