import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLACE_KINDS, type PlaceSuggestion } from '../search/place-suggestions.port.ts';
import { checkSubdivisionName, subdivisionOptionLabel } from './subdivision-check.ts';

const suggestionArbitrary: fc.Arbitrary<PlaceSuggestion> = fc.record({
  kind: fc.constantFrom(...PLACE_KINDS),
  label: fc.constantFrom("Fiddler's Creek", 'Fiddlers Creek', 'Pelican Bay', 'Naples', '34114'),
  homes: fc.nat({ max: 500 }),
});

describe(checkSubdivisionName, () => {
  it('knows "Fiddler\'s Creek" with its homes, and offers it for "Fiddlers Creek"', () => {
    const fiddlers: PlaceSuggestion = { kind: 'community', label: "Fiddler's Creek", homes: 30 };
    expect(checkSubdivisionName("Fiddler's Creek", [fiddlers])).toEqual({ known: true, homes: 30 });
    expect(checkSubdivisionName("FIDDLER'S CREEK", [fiddlers])).toEqual({ known: true, homes: 30 });
    expect(checkSubdivisionName('Fiddlers Creek', [fiddlers])).toEqual({ known: false, closest: fiddlers });
    expect(checkSubdivisionName('Nowhere', [])).toEqual({ known: false, closest: null });
    expect(subdivisionOptionLabel(fiddlers)).toBe("Fiddler's Creek (30)");
  });

  it('calls a name known exactly when a community suggestion is written the same; never a city, ZIP or address', () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Fiddler's Creek", "fiddler's creek", 'Fiddlers Creek', 'Naples'),
        fc.array(suggestionArbitrary),
        (name, all) => {
          const check = checkSubdivisionName(name, all);
          const same = all.find(
            (suggestion) => suggestion.kind === 'community' && suggestion.label.toLowerCase() === name.toLowerCase(),
          );
          expect(check.known).toBe(same !== undefined);
          if (check.known) expect(check.homes).toBe(same?.homes);
          else expect(check.closest?.kind ?? 'community').toBe('community');
        },
      ),
    );
  });
});
