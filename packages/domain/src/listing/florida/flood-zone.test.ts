import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floodZoneMeaning, isSpecialFloodHazardArea } from './flood-zone.ts';

const KNOWN_CODES = ['VE', 'V', 'V12', 'AE', 'A5', 'A', 'AH', 'AO', 'AR', 'A99', 'X', 'X500', 'B', 'C', 'D'];

describe('floodZoneMeaning', () => {
  it.each([
    ['VE', null, 'coastal-high-hazard', true],
    ['AE', null, 'high-risk-with-bfe', true],
    ['A', null, 'high-risk', true],
    ['AO', null, 'shallow-flooding', true],
    ['AH', null, 'shallow-flooding', true],
    ['X', '0.2 PCT ANNUAL CHANCE FLOOD HAZARD', 'moderate', false],
    ['X', 'AREA OF MINIMAL FLOOD HAZARD', 'minimal', false],
    ['X', null, 'moderate-or-minimal', false],
    ['X-Shaded', null, 'moderate', false],
    ['X Unshaded', null, 'minimal', false],
    ['Zone ae', null, 'high-risk-with-bfe', true],
    ['D', null, 'undetermined', false],
  ] as const)('reads %s (%s) as %s', (zone, subtype, kind, insuranceRequired) => {
    const meaning = floodZoneMeaning(zone, subtype);
    expect(meaning.kind).toBe(kind);
    expect(meaning.insuranceRequired).toBe(insuranceRequired);
    expect(meaning.words.length).toBeGreaterThan(20);
  });

  it('calls FEMA texts that are no zone unknown, insurance unknown', () => {
    for (const zone of ['AREA NOT INCLUDED', 'OPEN WATER', '', 'AE2x', 'zone'])
      expect(floodZoneMeaning(zone)).toMatchObject({ kind: 'unknown', code: null, insuranceRequired: null });
  });

  it('gives every string a known meaning or unknown, and requires insurance exactly in A and V zones', () => {
    const zone = fc.oneof(
      fc.string(),
      fc.constantFrom(...KNOWN_CODES),
      fc.constantFrom(...KNOWN_CODES).map((code) => ` zone ${code.toLowerCase()} `),
    );
    fc.assert(
      fc.property(zone, fc.option(fc.string(), { nil: null }), (text, subtype) => {
        const meaning = floodZoneMeaning(text, subtype);
        if (meaning.kind === 'unknown') {
          expect(meaning.insuranceRequired).toBeNull();
          return;
        }
        expect(meaning.code).not.toBeNull();
        const code = meaning.code ?? '';
        expect(meaning.insuranceRequired).toBe(code.startsWith('A') || code.startsWith('V'));
        expect(isSpecialFloodHazardArea(text)).toBe(
          meaning.insuranceRequired && floodZoneMeaning(text).insuranceRequired,
        );
      }),
    );
  });
});
