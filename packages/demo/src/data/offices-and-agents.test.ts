import { describe, expect, it } from 'vitest';
import { AGENTS, FEATURED_OFFICE, OFFICES, agentsOf } from './offices-and-agents.ts';

describe('OFFICES and AGENTS', () => {
  it('holds about 40 offices with distinct MLS ids, the featured PRG among them', () => {
    expect(OFFICES.length).toBeGreaterThanOrEqual(38);
    expect(new Set(OFFICES.map((office) => office.mlsId)).size).toBe(OFFICES.length);
    expect(FEATURED_OFFICE).toMatchObject({ mlsId: 'PRG', name: 'Palmetto Realty Group' });
  });

  it('holds about 200 agents with distinct MLS ids, every office staffed', () => {
    expect(AGENTS.length).toBeGreaterThanOrEqual(150);
    expect(AGENTS.length).toBeLessThanOrEqual(260);
    expect(new Set(AGENTS.map((agent) => agent.mlsId)).size).toBe(AGENTS.length);
    expect(OFFICES.filter((office) => agentsOf(office.mlsId).length === 0)).toEqual([]);
  });
});
