import fc from 'fast-check';

/** One URL path segment: lowercase letters, digits and dashes, never empty. */
export const pathSegmentArbitrary: fc.Arbitrary<string> = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/);

/** A site path such as `/resources/local-history`, with a given number of segments (0 gives `/`). */
export function pathArbitrary(options: { minSegments?: number; maxSegments?: number } = {}): fc.Arbitrary<string> {
  return fc
    .array(pathSegmentArbitrary, { minLength: options.minSegments ?? 0, maxLength: options.maxSegments ?? 4 })
    .map((segments) => `/${segments.join('/')}`);
}

/** A path below a prefix with exactly the given number of further segments, e.g. `/resources/a/b`. */
export function pathUnderArbitrary(prefix: string, segmentCount: number): fc.Arbitrary<string> {
  return fc
    .array(pathSegmentArbitrary, { minLength: segmentCount, maxLength: segmentCount })
    .map((segments) => [prefix, ...segments].join('/'));
}

/** A query string (`?a=1&b=x`) or the empty string. */
export const queryStringArbitrary: fc.Arbitrary<string> = fc
  .array(fc.tuple(pathSegmentArbitrary, pathSegmentArbitrary), { maxLength: 3 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`));

/** A hash (`#section`) or the empty string. */
export const hashArbitrary: fc.Arbitrary<string> = fc
  .option(pathSegmentArbitrary, { nil: undefined })
  .map((hash) => (hash === undefined ? '' : `#${hash}`));

/** A full same-site path as a router reports it: path, then an optional query and hash. */
export function fullPathArbitrary(path: fc.Arbitrary<string> = pathArbitrary()): fc.Arbitrary<string> {
  return fc.tuple(path, queryStringArbitrary, hashArbitrary).map(([base, query, hash]) => `${base}${query}${hash}`);
}

/** A guard pattern: a path whose segments may be `*` or end in `*`, e.g. `/admin/*` or `/docs/*-tests`. */
export const pathPatternArbitrary: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      pathSegmentArbitrary,
      fc.constant('*'),
      pathSegmentArbitrary.map((segment) => `${segment}*`),
    ),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .map((segments) => `/${segments.join('/')}`);

/**
 * Any text a browser could hand over as a path, hostile ones included: slashes, backslashes,
 * tabs, newlines, schemes and dots.
 */
export const hostilePathArbitrary: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', '/', '//', '/\\', '/\t', '/\n', '\\'),
    fc.string({
      unit: fc.constantFrom(
        '/',
        '\\',
        '\t',
        '\n',
        '\r',
        ' ',
        ':',
        '.',
        '@',
        '?',
        '#',
        '%',
        'a',
        'e',
        'v',
        'l',
        '*',
        'é',
      ),
      maxLength: 12,
    }),
  )
  .map(([start, rest]) => `${start}${rest}`);
