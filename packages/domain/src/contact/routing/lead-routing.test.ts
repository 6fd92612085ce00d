import { describe, expect, it } from 'vitest';
import { leadRoutingIssues, normalizeLeadRouting } from './lead-routing.ts';

const AGENTS = new Set(['a', 'b']);

describe('lead routing settings', () => {
  it('trims and lowers the office address; a blank one is none', () => {
    expect(
      normalizeLeadRouting({ rule: 'area', officeEmail: ' Office@Palmetto.Example ', areas: [] }).officeEmail,
    ).toBe('office@palmetto.example');
    expect(normalizeLeadRouting({ rule: 'area', officeEmail: '  ', areas: [] }).officeEmail).toBeNull();
  });

  it('names every problem: a bad rule, a bad address, a blank or repeated city, an unknown agent', () => {
    const settings = normalizeLeadRouting({
      rule: 'nearest' as never,
      officeEmail: 'office@',
      areas: [
        { city: 'Naples', agentId: 'a' },
        { city: ' naples ', agentId: 'b' },
        { city: '', agentId: 'a' },
        { city: 'Estero', agentId: 'zed' },
      ],
    });
    expect(leadRoutingIssues(settings, AGENTS).map((issue) => issue.field)).toEqual([
      'rule',
      'officeEmail',
      'areas.1.city',
      'areas.2.city',
      'areas.3.agentId',
    ]);
  });

  it('accepts good settings', () => {
    const settings = {
      rule: 'area' as const,
      officeEmail: 'office@palmetto.example',
      areas: [{ city: 'Naples', agentId: 'a' }],
    };
    expect(leadRoutingIssues(settings, AGENTS)).toEqual([]);
  });
});
