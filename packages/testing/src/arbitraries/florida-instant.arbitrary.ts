import fc from 'fast-check';

/** The first and last instants of the years whose Florida time the domain writes without Intl (2007–2099). */
export const FLORIDA_CLOCK_RANGE = { from: Date.UTC(2007, 0, 1, 5), to: Date.UTC(2100, 0, 1, 5) - 1 } as const;

/** Any instant (ms) of the years 2007–2099 in Florida. */
export const floridaClockInstantArbitrary: fc.Arbitrary<number> = fc.integer({
  min: FLORIDA_CLOCK_RANGE.from,
  max: FLORIDA_CLOCK_RANGE.to,
});

/**
 * Instants (ms) within two hours either side of 4:00–7:00 UTC on any day of 2007–2099: Florida's midnight (4:00 UTC in
 * summer, 5:00 in winter) and its daylight-time changes (6:00 and 7:00 UTC) fall there, where a wrong offset shows.
 * Those of January 1, 2007 before 5:00 UTC are still 2006 in Florida, outside the range, and are left out.
 */
export const nearFloridaClockChangeArbitrary: fc.Arbitrary<number> = fc
  .record({
    year: fc.integer({ min: 2007, max: 2099 }),
    month: fc.integer({ min: 0, max: 11 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.constantFrom(4, 5, 6, 7),
    seconds: fc.integer({ min: -7200, max: 7200 }),
  })
  .map(({ year, month, day, hour, seconds }) => Date.UTC(year, month, day, hour) + seconds * 1000)
  .filter((instant) => instant >= FLORIDA_CLOCK_RANGE.from);
