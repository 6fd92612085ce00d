import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agentFacets,
  matchesAgentDirectory,
  readAgentDirectoryFilter,
  type AgentDirectoryFilter,
} from './agent-directory.ts';
import { filterParams } from './filter-params.ts';

const MARIA = { name: 'María Álvarez', languages: ['English', 'Spanish'], specialties: ['Waterfront', 'Luxury'] };
const TOM = { name: 'Tom Becker', languages: ['English', 'German'], specialties: ['Golf communities'] };

const wordArbitrary = fc.constantFrom(
  'English',
  'Spanish',
  'german',
  'Português',
  'Waterfront',
  'luxury',
  'Golf communities',
  'Condos',
);
const agentArbitrary = fc.record({
  name: fc.constantFrom('María Álvarez', 'Tom Becker', 'Ana Souza', "Dan O'Connor"),
  languages: fc.array(wordArbitrary, { maxLength: 3 }),
  specialties: fc.array(wordArbitrary, { maxLength: 3 }),
});
const filterArbitrary: fc.Arbitrary<AgentDirectoryFilter> = fc.record(
  { q: fc.constantFrom('maria', 'BECKER', 'tom becker', 'zed'), language: wordArbitrary, specialty: wordArbitrary },
  { requiredKeys: [], noNullPrototype: true },
);

describe(readAgentDirectoryFilter, () => {
  it('reads the name words, the language and the specialty, trimmed', () => {
    expect(readAgentDirectoryFilter({ q: ' maria ', language: 'Spanish', specialty: 'Luxury', page: '3' })).toEqual({
      q: 'maria',
      language: 'Spanish',
      specialty: 'Luxury',
    });
  });

  it('leaves out empty and overlong values', () => {
    expect(readAgentDirectoryFilter({ q: '   ', language: 'x'.repeat(101) })).toEqual({});
  });

  it('reads back the filter its parameters were written from', () => {
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        expect(readAgentDirectoryFilter(filterParams(filter))).toEqual(filter);
      }),
    );
  });
});

describe(matchesAgentDirectory, () => {
  it('finds an agent by any words of the name, ignoring case and accents', () => {
    expect(matchesAgentDirectory(MARIA, { q: 'maria' })).toBe(true);
    expect(matchesAgentDirectory(MARIA, { q: 'ALVAREZ  mar' })).toBe(true);
    expect(matchesAgentDirectory(MARIA, { q: 'maria becker' })).toBe(false);
  });

  it('keeps agents speaking the language and having the specialty', () => {
    expect(matchesAgentDirectory(MARIA, { language: 'spanish', specialty: 'Luxury' })).toBe(true);
    expect(matchesAgentDirectory(TOM, { language: 'Spanish' })).toBe(false);
    expect(matchesAgentDirectory(TOM, { specialty: 'Golf' })).toBe(false);
  });

  it('keeps everyone for the empty filter', () => {
    fc.assert(
      fc.property(agentArbitrary, (agent) => {
        expect(matchesAgentDirectory(agent, {})).toBe(true);
      }),
    );
  });

  it('keeps an agent only when each part of the filter alone keeps it', () => {
    fc.assert(
      fc.property(agentArbitrary, filterArbitrary, (agent, filter) => {
        const parts = Object.entries(filter).map(([key, value]) => matchesAgentDirectory(agent, { [key]: value }));
        expect(matchesAgentDirectory(agent, filter)).toBe(parts.every(Boolean));
      }),
    );
  });
});

describe(agentFacets, () => {
  it('lists every language and specialty once, alphabetically', () => {
    expect(agentFacets([MARIA, TOM])).toEqual({
      languages: ['English', 'German', 'Spanish'],
      specialties: ['Golf communities', 'Luxury', 'Waterfront'],
    });
  });

  it('offers only choices that keep at least one agent, and a choice for every language of every agent', () => {
    fc.assert(
      fc.property(fc.array(agentArbitrary), (agents) => {
        const { languages, specialties } = agentFacets(agents);
        for (const language of languages)
          expect(agents.some((agent) => matchesAgentDirectory(agent, { language }))).toBe(true);
        for (const specialty of specialties)
          expect(agents.some((agent) => matchesAgentDirectory(agent, { specialty }))).toBe(true);
        for (const spoken of agents.flatMap((agent) => agent.languages))
          expect(
            languages.some((offered) =>
              matchesAgentDirectory({ name: '', languages: [spoken], specialties: [] }, { language: offered }),
            ),
          ).toBe(true);
        expect(new Set(languages.map((language) => language.toLowerCase())).size).toBe(languages.length);
      }),
    );
  });
});
