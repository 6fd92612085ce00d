import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPastKeeping, trashExpiresAt, trashPurgeCutoff } from './trash-retention.ts';

const instant = fc
  .integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2035-01-01T00:00:00Z') })
  .map((ms) => new Date(ms).toISOString());

describe('trash retention', () => {
  it('keeps an entry for 30 days to the millisecond, then it is past keeping', () => {
    const deletedAt = '2026-03-01T12:00:00.000Z';
    expect(trashExpiresAt(deletedAt)).toBe('2026-03-31T12:00:00.000Z');
    expect(isPastKeeping(deletedAt, '2026-03-31T12:00:00.000Z')).toBe(false);
    expect(isPastKeeping(deletedAt, '2026-03-31T12:00:00.001Z')).toBe(true);
    expect(trashPurgeCutoff('2026-03-31T12:00:00.000Z')).toBe(deletedAt);
  });

  it('property: an entry is past keeping exactly when it was deleted before the cutoff, never within 30 days', () => {
    fc.assert(
      fc.property(instant, instant, (deletedAt, now) => {
        const past = isPastKeeping(deletedAt, now);
        expect(past).toBe(Date.parse(deletedAt) < Date.parse(trashPurgeCutoff(now)));
        if (Date.parse(now) <= Date.parse(trashExpiresAt(deletedAt))) expect(past).toBe(false);
      }),
    );
  });
});
