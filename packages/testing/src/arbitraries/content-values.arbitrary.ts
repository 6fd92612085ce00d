import fc from 'fast-check';
import type { Picture } from '@app/domain';
import { pathSegmentArbitrary } from './path.arbitrary.ts';

const DAY_MS = 86_400_000;
const EARLIEST_MS = Date.UTC(2020, 0, 1);
const LATEST_MS = Date.UTC(2030, 0, 1);

/**
 * Agents that content contract fixtures keep stored (Postgres checks the foreign keys of
 * `authorAgentId` and `agentId`): the only ids those fields are given.
 */
export const REFERENCE_AGENT_IDS = [
  'a0000000-0000-4000-8000-000000000001',
  'a0000000-0000-4000-8000-000000000002',
] as const;

/** SQL that stores the reference agents when they are missing (fixtures of SQL adapters run it after a reset). */
export const REFERENCE_AGENTS_SQL = `insert into agents (id, slug, name) values ${REFERENCE_AGENT_IDS.map(
  (id, index) => `('${id}', 'reference-agent-${index + 1}', 'Reference Agent ${index + 1}')`,
).join(', ')} on conflict do nothing`;

/**
 * The statements that empty a collection's table for a contract or policy test: a truncation,
 * then (for collections other than agents) the reference agents their foreign keys point to.
 */
export function contentResetStatements(collectionName: string): string[] {
  const truncation = `truncate ${collectionName} cascade`;
  return collectionName === 'agents' ? [truncation] : [truncation, REFERENCE_AGENTS_SQL];
}

/** Null or one of the reference agents. */
export const referenceAgentIdArbitrary: fc.Arbitrary<string | null> = fc.constantFrom(null, ...REFERENCE_AGENT_IDS);

/**
 * A text as editors write it: common words in several letter cases (so searches and orders
 * meet ties), accented words, LIKE's wildcards, or any printable ASCII. Never a NUL (Postgres text
 * refuses it).
 */
export const contentTextArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Naples',
    'naples',
    'NAPLES',
    'Fort Myers',
    'Café Olé',
    'Señor Ñandú',
    '50% off',
    'a_b',
    'axb',
    'back\\slash',
    '',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
);

/** A text that is never empty. */
export const nonEmptyTextArbitrary: fc.Arbitrary<string> = contentTextArbitrary.filter((text) => text !== '');

/** A search text: ASCII (letter case folds the same everywhere), often part of the common words. */
export const contentSearchArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('naples', 'NAP', 'fort', 'caf', '%', '_', '\\', 'a_b', '50%', 'x'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 3 }).map((text) => text.trim()),
);

/** A short list of words (a word may repeat in letter case only). */
export const wordsArbitrary: fc.Arbitrary<string[]> = fc.uniqueArray(
  fc.constantFrom('English', 'Spanish', 'spanish', 'German', 'Waterfront', 'Luxury', 'Golf', 'a,b', '{x}', '"q"'),
  {
    maxLength: 4,
  },
);

const unitArbitrary = fc.integer({ min: 0, max: 100 }).map((percent) => percent / 100);

/**
 * A picture: a site path or an https URL, with its alt text, and sometimes its own-description switch and a focal
 * point (ADR 0045), which every adapter must keep as given.
 */
export const pictureArbitrary: fc.Arbitrary<Picture> = fc.record(
  {
    url: fc.oneof(
      pathSegmentArbitrary.map((segment) => `/media/${segment}.jpg`),
      fc.constant('https://images.example.com/a.jpg'),
    ),
    alt: nonEmptyTextArbitrary,
    altOverride: fc.constant(true),
    focus: fc.record({ x: unitArbitrary, y: unitArbitrary }),
  },
  { requiredKeys: ['url', 'alt'] },
);

/** A slug (lower-case words joined by dashes). */
export const slugArbitrary: fc.Arbitrary<string> = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);

/** An ISO timestamp (millisecond precision, UTC) between 2020 and 2030. */
export const contentTimestampArbitrary: fc.Arbitrary<string> = fc
  .integer({ min: EARLIEST_MS, max: LATEST_MS })
  .map((ms) => new Date(ms).toISOString());

/** A calendar day `YYYY-MM-DD` between 2020 and 2030 (some days repeat, so orders meet ties). */
export const calendarDateArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('2025-03-01', '2025-12-31'),
  fc
    .integer({ min: 0, max: (LATEST_MS - EARLIEST_MS) / DAY_MS })
    .map((day) => new Date(EARLIEST_MS + day * DAY_MS).toISOString().slice(0, 10)),
);

/** A sort order: often a small number, so ties happen. */
export const sortOrderArbitrary: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 0, max: 3 }),
  fc.constant(999),
  fc.integer({ min: -1000, max: 100_000 }),
);

/** A coordinate in degrees (never -0, which a database answers as 0). */
export function coordinateArbitrary(min: number, max: number): fc.Arbitrary<number> {
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .map((value) => (Object.is(value, -0) ? 0 : value));
}
