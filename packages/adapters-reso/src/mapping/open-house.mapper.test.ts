import { describe, expect, it } from 'vitest';
import { toOpenHouse } from './open-house.mapper.ts';

const record = {
  OpenHouseKey: 'OH-1',
  ListingKey: 'L-1',
  ListingId: '226000001',
  OpenHouseStartTime: '2026-11-28T18:00:00Z',
  OpenHouseEndTime: '2026-11-28T21:00:00Z',
  OpenHouseRemarks: 'Park on the street',
  OpenHouseStatus: 'Active',
};

describe('toOpenHouse', () => {
  it('keeps a public open house with its livestream address and appointment flag', () => {
    const mapped = toOpenHouse({
      ...record,
      OpenHouseType: 'Livestream',
      LivestreamOpenHouseURL: 'https://www.youtube.com/@palmettorealtygroup/live',
      AppointmentRequiredYN: true,
    });
    expect(mapped).toMatchObject({
      kind: 'ok',
      problems: [],
      value: {
        OpenHouseKey: 'OH-1',
        LivestreamOpenHouseURL: 'https://www.youtube.com/@palmettorealtygroup/live',
        AppointmentRequiredYN: true,
      },
    });
    expect(mapped.kind === 'ok' && 'OpenHouseType' in mapped.value).toBe(false);
  });

  it('ignores open houses for agents only (Broker, Office)', () => {
    for (const type of ['Broker', 'Office'])
      expect(toOpenHouse({ ...record, OpenHouseType: type })).toEqual({
        kind: 'ignored',
        key: 'OH-1',
        reason: `OpenHouseType ${type}`,
      });
  });

  it('drops a livestream address that is not https, keeps the open house and says so', () => {
    const mapped = toOpenHouse({ ...record, LivestreamOpenHouseURL: 'javascript:alert(1)' });
    expect(mapped).toMatchObject({
      kind: 'ok',
      value: { LivestreamOpenHouseURL: null },
      problems: ['LivestreamOpenHouseURL: not an https address, left out'],
    });
  });

  it('reads a feed without the new fields as a public open house without a livestream', () => {
    expect(toOpenHouse(record)).toMatchObject({
      kind: 'ok',
      value: { LivestreamOpenHouseURL: null, AppointmentRequiredYN: null },
    });
  });
});
