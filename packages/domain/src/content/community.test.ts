import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { communityPlaceName } from './community.ts';

describe('communityPlaceName', () => {
  it('names the community and its city, or the state when the community is the city', () => {
    expect(communityPlaceName({ name: 'Pelican Bay', city: 'Naples' })).toBe('Pelican Bay, Naples');
    expect(communityPlaceName({ name: 'Naples', city: 'Naples' })).toBe('Naples, Florida');
    expect(communityPlaceName({ name: 'Cape Coral ', city: 'cape coral' })).toBe('Cape Coral , Florida');
  });

  it('never writes one place twice', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,19}$/), fc.boolean(), (name, same) => {
        const city = same ? name.toUpperCase() : `${name}ville`;
        const [first, second] = communityPlaceName({ name, city }).split(', ');
        expect(first?.trim().toLowerCase()).not.toBe(second?.trim().toLowerCase());
      }),
    );
  });
});
