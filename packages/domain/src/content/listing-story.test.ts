import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agentFieldsArbitrary,
  communityFieldsArbitrary,
  exampleAgentFields,
  exampleCommunityFields,
} from '@app/testing';
import type { Agent } from './agent.ts';
import type { Community } from './community.ts';
import { communityOfListing, listingAgentOf } from './listing-story.ts';

const STAMP = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', version: 1 };
const community = (fields: Partial<Community> = {}, id = 'c1'): Community => ({
  ...exampleCommunityFields(),
  ...STAMP,
  id,
  ...fields,
});
const agent = (fields: Partial<Agent> = {}, id = 'a1'): Agent => ({ ...exampleAgentFields(), ...STAMP, id, ...fields });

describe(communityOfListing, () => {
  it('finds the community that covers the subdivision, whatever its case and blanks', () => {
    const communities = [community({ slug: 'port-royal', subdivisions: ['Port Royal'] }), community({}, 'c2')];
    expect(communityOfListing(communities, { SubdivisionName: ' BAY COLONY ' })?.id).toBe('c2');
    expect(communityOfListing(communities, { SubdivisionName: 'Park Shore' })).toBeNull();
    expect(communityOfListing(communities, { SubdivisionName: null })).toBeNull();
    expect(communityOfListing(communities, { SubdivisionName: '  ' })).toBeNull();
  });

  it('answers the first community in display order that covers it, and null exactly when none does', () => {
    fc.assert(
      fc.property(
        fc.array(communityFieldsArbitrary, { maxLength: 6 }),
        fc.string({ maxLength: 20 }),
        (fields, subdivision) => {
          const communities = fields.map((each, index) => ({ ...each, ...STAMP, id: `c${index}` }));
          const covers = (each: Community) =>
            subdivision.trim() !== '' &&
            each.subdivisions.some((name) => name.trim().toLowerCase() === subdivision.trim().toLowerCase());
          expect(communityOfListing(communities, { SubdivisionName: subdivision })).toBe(
            communities.find(covers) ?? null,
          );
        },
      ),
    );
  });
});

describe(listingAgentOf, () => {
  it("finds the team's agent by the listing's MLS member id, and no one for another brokerage's agent", () => {
    const agents = [agent({ mlsMemberId: null }), agent({ mlsMemberId: 'PRG-AD1' }, 'a2')];
    expect(listingAgentOf(agents, { ListAgentMlsId: 'prg-ad1' })?.id).toBe('a2');
    expect(listingAgentOf(agents, { ListAgentMlsId: 'OTHER-7' })).toBeNull();
    expect(listingAgentOf(agents, { ListAgentMlsId: null })).toBeNull();
    expect(listingAgentOf(agents, { ListAgentMlsId: '' })).toBeNull();
  });

  it('answers an agent only when their member id is the listing agent id', () => {
    fc.assert(
      fc.property(fc.array(agentFieldsArbitrary, { maxLength: 6 }), fc.string({ maxLength: 12 }), (fields, id) => {
        const agents = fields.map((each, index) => ({ ...each, ...STAMP, id: `a${index}` }));
        const found = listingAgentOf(agents, { ListAgentMlsId: id });
        if (found === null)
          expect(
            agents.some(
              (each) => id.trim() !== '' && each.mlsMemberId?.trim().toLowerCase() === id.trim().toLowerCase(),
            ),
          ).toBe(false);
        else expect(found.mlsMemberId?.trim().toLowerCase()).toBe(id.trim().toLowerCase());
      }),
    );
  });
});
