import { describe, expect, it } from 'vitest';
import { LEAD_CHANNELS, type LeadChannel } from '@app/domain';
import { channelsWithLeads } from './leads-by-source.tsx';

const zero = Object.fromEntries(LEAD_CHANNELS.map((channel) => [channel, 0])) as Record<LeadChannel, number>;

describe(channelsWithLeads, () => {
  it('lists only the sources that brought leads, most first, ties in the usual order', () => {
    expect(channelsWithLeads({ ...zero, direct: 2, 'paid-search': 2, social: 5 })).toEqual([
      { channel: 'social', leads: 5 },
      { channel: 'paid-search', leads: 2 },
      { channel: 'direct', leads: 2 },
    ]);
    expect(channelsWithLeads(zero)).toEqual([]);
  });
});
