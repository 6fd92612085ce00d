import { describe, expect, it } from 'vitest';
import { CITIES, cityNamed } from './cities.ts';
import { SUBDIVISIONS, PREMIUM_SUBDIVISIONS, subdivisionsOf } from './subdivisions.ts';

describe('SUBDIVISIONS', () => {
  it.each(SUBDIVISIONS.map((subdivision) => [`${subdivision.name} (${subdivision.postalCode})`, subdivision] as const))(
    '%s lies inside its city box and uses one of its postal codes',
    (_label, subdivision) => {
      const city = cityNamed(subdivision.city);
      expect(city.postalCodes).toContain(subdivision.postalCode);
      expect(subdivision.latitude - subdivision.radius).toBeGreaterThanOrEqual(city.box.south);
      expect(subdivision.latitude + subdivision.radius).toBeLessThanOrEqual(city.box.north);
      expect(subdivision.longitude - subdivision.radius).toBeGreaterThanOrEqual(city.box.west);
      expect(subdivision.longitude + subdivision.radius).toBeLessThanOrEqual(city.box.east);
      expect(subdivision.builtFrom).toBeLessThanOrEqual(subdivision.builtTo);
    },
  );

  it('gives every city at least one community', () => {
    expect(CITIES.filter((city) => subdivisionsOf(city.name).length === 0)).toEqual([]);
  });

  it('keeps premium communities in Naples, Bonita Springs and Estero', () => {
    expect(new Set(PREMIUM_SUBDIVISIONS.map((subdivision) => subdivision.city))).toEqual(
      new Set(['Naples', 'Bonita Springs', 'Estero']),
    );
  });
});

describe(cityNamed, () => {
  it('refuses a city outside the demo data', () => {
    expect(() => cityNamed('Miami')).toThrow(/Unknown demo city/);
  });
});
