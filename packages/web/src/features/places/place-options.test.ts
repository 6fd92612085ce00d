import { describe, expect, it } from 'vitest';
import type { PlaceSuggestionGroup } from '@app/domain';
import { placeOptionGroups, suggestionOf } from './place-options.ts';

const GROUPS: PlaceSuggestionGroup[] = [
  { kind: 'city', suggestions: [{ kind: 'city', label: 'Naples', homes: 1204 }] },
  {
    kind: 'address',
    suggestions: [
      { kind: 'address', label: '1 Main St', detail: 'Naples, FL 34102', homes: 1, listingId: '226000001' },
    ],
  },
];

describe(placeOptionGroups, () => {
  it('heads each kind and counts the homes of a place, not of a listing', () => {
    expect(placeOptionGroups(GROUPS)).toEqual([
      { key: 'city', heading: 'Cities', options: [{ key: 'city-Naples', label: 'Naples', meta: '1,204 homes' }] },
      {
        key: 'address',
        heading: 'Addresses',
        options: [{ key: 'address-226000001', label: '1 Main St', detail: 'Naples, FL 34102' }],
      },
    ]);
  });

  it('finds the suggestion of a picked option', () => {
    expect(suggestionOf(GROUPS, 'address-226000001')?.listingId).toBe('226000001');
    expect(suggestionOf(GROUPS, 'city-Naples')?.label).toBe('Naples');
    expect(suggestionOf(GROUPS, 'zip-34102')).toBeUndefined();
  });
});
