import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { communitiesByCity } from './communities-by-city.ts';

const community = (name: string, city: string) => ({ name, city });
const PELICAN_BAY = community('Pelican Bay', 'Naples');
const OLD_NAPLES = community('Old Naples', 'naples');
const THE_BROOKS = community('The Brooks', 'Estero');
const CAPTIVA = community('Captiva', 'Captiva');

describe(communitiesByCity, () => {
  it('groups the communities under the served cities in order, then the other cities alphabetically', () => {
    expect(communitiesByCity([PELICAN_BAY, CAPTIVA, THE_BROOKS, OLD_NAPLES], ['Naples', 'Estero', 'Sanibel'])).toEqual([
      { city: 'Naples', communities: [PELICAN_BAY, OLD_NAPLES] },
      { city: 'Estero', communities: [THE_BROOKS] },
      { city: 'Sanibel', communities: [] },
      { city: 'Captiva', communities: [CAPTIVA] },
    ]);
  });

  it('places every community exactly once and every city once', () => {
    const cityArbitrary = fc.constantFrom('Naples', 'NAPLES', 'Estero', 'Fort Myers', 'Bonita Springs', 'Captiva');
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), city: cityArbitrary })),
        fc.array(cityArbitrary),
        (communities, cities) => {
          const groups = communitiesByCity(communities, cities);
          expect(groups.flatMap((group) => group.communities)).toHaveLength(communities.length);
          for (const item of communities)
            expect(groups.filter((group) => group.communities.includes(item))).toHaveLength(1);
          expect(new Set(groups.map((group) => group.city.toLowerCase())).size).toBe(groups.length);
        },
      ),
    );
  });
});
