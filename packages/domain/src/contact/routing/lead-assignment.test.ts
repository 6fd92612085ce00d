import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isActiveAgent, nextInRotation, ruleAgent } from './lead-assignment.ts';

const agentIds = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 });
const agent = (id: string, mlsMemberId: string | null = null) => ({ id, mlsMemberId });

describe('round robin', () => {
  it('over N leads gives each of k active agents ⌊N/k⌋ or ⌈N/k⌉, from any starting turn', () => {
    fc.assert(
      fc.property(agentIds, fc.nat({ max: 60 }), fc.option(fc.string({ maxLength: 6 })), (ids, leads, start) => {
        const counts = new Map(ids.map((id) => [id, 0]));
        let last = start;
        for (let lead = 0; lead < leads; lead += 1) {
          last = nextInRotation(ids, last);
          counts.set(String(last), (counts.get(String(last)) ?? 0) + 1);
        }
        const k = ids.length;
        for (const count of counts.values()) expect([Math.floor(leads / k), Math.ceil(leads / k)]).toContain(count);
        expect(counts.size).toBe(k);
      }),
    );
  });

  it('starts with the first id, goes in code-point order and wraps around; nobody for no agents', () => {
    expect(nextInRotation(['b', 'a', 'c'], null)).toBe('a');
    expect(nextInRotation(['b', 'a', 'c'], 'a')).toBe('b');
    expect(nextInRotation(['b', 'a', 'c'], 'c')).toBe('a');
    expect(nextInRotation(['b', 'c'], 'a')).toBe('b');
    expect(nextInRotation([], 'a')).toBeNull();
  });
});

describe('by listing agent', () => {
  it("always picks the listing's agent when that agent is active (MLS ids in any case)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[A-Z0-9]{3,8}$/), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (mlsIds, pick) => {
          const agents = mlsIds.map((mlsId, index) => agent(`agent-${index}`, mlsId));
          const chosen = agents[pick % agents.length] ?? agents[0];
          const subject = { listAgentMlsId: ` ${chosen?.mlsMemberId?.toLowerCase() ?? ''} `, city: 'Naples' };
          expect(ruleAgent({ rule: 'listing-agent', areas: [] }, subject, agents)).toBe(chosen?.id);
        },
      ),
    );
  });

  it('finds nobody (so the rotation decides) for a listing agent not on the team or no listing', () => {
    const agents = [agent('a', 'M1')];
    expect(ruleAgent({ rule: 'listing-agent', areas: [] }, { listAgentMlsId: 'M9', city: null }, agents)).toBeNull();
    expect(ruleAgent({ rule: 'listing-agent', areas: [] }, { listAgentMlsId: null, city: null }, agents)).toBeNull();
  });
});

describe('by area', () => {
  const areas = [
    { city: 'Naples', agentId: 'a' },
    { city: 'Bonita  Springs', agentId: 'gone' },
  ];
  it("picks the city's agent (any case and spacing) only when that agent is active", () => {
    const agents = [agent('a'), agent('b')];
    expect(ruleAgent({ rule: 'area', areas }, { listAgentMlsId: null, city: ' NAPLES ' }, agents)).toBe('a');
    expect(ruleAgent({ rule: 'area', areas }, { listAgentMlsId: null, city: 'Bonita Springs' }, agents)).toBeNull();
    expect(ruleAgent({ rule: 'area', areas }, { listAgentMlsId: null, city: 'Estero' }, agents)).toBeNull();
    expect(ruleAgent({ rule: 'round-robin', areas }, { listAgentMlsId: null, city: 'Naples' }, agents)).toBeNull();
  });
});

describe('active agents', () => {
  it('are the ones shown on the site with an e-mail address', () => {
    expect(isActiveAgent({ visible: true, email: 'a@palmetto.example' })).toBe(true);
    expect(isActiveAgent({ visible: false, email: 'a@palmetto.example' })).toBe(false);
    expect(isActiveAgent({ visible: true, email: ' ' })).toBe(false);
  });
});
