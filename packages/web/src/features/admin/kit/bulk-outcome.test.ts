import { describe, expect, it } from 'vitest';
import { bulkOutcomeText, countOf } from './bulk-outcome.ts';

const BANNERS = { one: 'banner', many: 'banners' };
const names: Record<string, string> = { a: 'Spring open houses', b: 'Waterfront week' };

describe(bulkOutcomeText, () => {
  it('says how many changed, and names each record that did not with its reason', () => {
    expect(
      bulkOutcomeText(
        { succeeded: ['a'], failed: [{ id: 'b', reason: 'Someone else saved this banner' }] },
        (what) => `Hid ${what}.`,
        BANNERS,
        (id) => names[id] ?? id,
      ),
    ).toEqual({
      success: 'Hid 1 banner.',
      failures: '1 banner could not be changed: Waterfront week: Someone else saved this banner',
    });
  });

  it('says nothing of a side that is empty', () => {
    expect(bulkOutcomeText({ succeeded: ['a', 'b'], failed: [] }, (what) => `Hid ${what}.`, BANNERS, String)).toEqual({
      success: 'Hid 2 banners.',
      failures: null,
    });
    expect(bulkOutcomeText({ succeeded: [], failed: [] }, (what) => `Hid ${what}.`, BANNERS, String)).toEqual({
      success: null,
      failures: null,
    });
  });

  it('counts in the singular for one', () => {
    expect([countOf(1, BANNERS), countOf(0, BANNERS), countOf(3, BANNERS)]).toEqual([
      '1 banner',
      '0 banners',
      '3 banners',
    ]);
  });
});
