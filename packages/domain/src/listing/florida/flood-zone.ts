/** What a FEMA flood zone means for a buyer, in families of zones that read alike. */
export type FloodZoneKind =
  | 'coastal-high-hazard'
  | 'high-risk-with-bfe'
  | 'high-risk'
  | 'shallow-flooding'
  | 'levee-protected'
  | 'moderate'
  | 'minimal'
  | 'moderate-or-minimal'
  | 'undetermined'
  | 'unknown';

/** A flood zone in plain words, and whether a federally backed mortgage requires flood insurance there. */
export interface FloodZoneMeaning {
  readonly kind: FloodZoneKind;
  /** The normalised zone code (`AE`, `X`, ...), null when the text is no FEMA zone. */
  readonly code: string | null;
  readonly words: string;
  /** True in a Special Flood Hazard Area (zones A* and V*); null when the zone is unknown. */
  readonly insuranceRequired: boolean | null;
}

const WORDS: Readonly<Record<FloodZoneKind, string>> = {
  'coastal-high-hazard': 'Coastal high hazard area: a 1% annual chance of flooding with storm waves of 3 feet or more.',
  'high-risk-with-bfe':
    'High risk: a 1% annual chance of flooding (the "100-year flood"), with a base flood elevation.',
  'high-risk': 'High risk: a 1% annual chance of flooding; no base flood elevation has been determined.',
  'shallow-flooding': 'High risk: a 1% annual chance of shallow flooding, 1 to 3 feet deep (ponding or sheet flow).',
  'levee-protected': 'High risk: a 1% annual chance of flooding in an area a levee protects or will protect.',
  moderate: 'Moderate risk: between a 1% and a 0.2% annual chance of flooding (the "500-year flood").',
  minimal: 'Minimal risk: outside the 0.2% annual-chance flood.',
  'moderate-or-minimal': 'Moderate to minimal risk: outside the 1% annual-chance flood.',
  undetermined: 'Undetermined risk: flooding is possible but the area has not been studied.',
  unknown: 'Not a flood zone we recognise; ask for the elevation certificate.',
};

const SHADED_X = /0\.2\s*PCT|SHADED|500/;
const UNSHADED_X = /MINIMAL|UNSHADED/;

function kindOf(code: string, subtype: string): FloodZoneKind {
  if (/^V(E|\d{1,2})?$/.test(code)) return 'coastal-high-hazard';
  if (/^A(E|\d{1,2})$/.test(code)) return 'high-risk-with-bfe';
  if (code === 'A') return 'high-risk';
  if (code === 'AH' || code === 'AO') return 'shallow-flooding';
  if (code === 'AR' || code === 'A99') return 'levee-protected';
  if (code === 'B' || code === 'X500') return 'moderate';
  if (code === 'C') return 'minimal';
  if (code === 'X') {
    if (UNSHADED_X.test(subtype)) return 'minimal';
    return SHADED_X.test(subtype) ? 'moderate' : 'moderate-or-minimal';
  }
  return code === 'D' ? 'undetermined' : 'unknown';
}

/** A zone as MLS boards and FEMA write it (`Zone AE`, ` x `, `X-Shaded`), as a code and a subtype hint. */
function normalise(zone: string, subtype: string | null): { code: string; subtype: string } {
  const upper = zone
    .trim()
    .toUpperCase()
    .replace(/^ZONE\s+/, '');
  const shading = /^X[\s\-(]*(UN)?SHADED\)?$/.exec(upper);
  if (shading !== null) return { code: 'X', subtype: shading[1] === undefined ? 'SHADED' : 'UNSHADED' };
  return { code: upper, subtype: (subtype ?? '').toUpperCase() };
}

/**
 * The meaning of a FEMA flood zone (FLD_ZONE, with ZONE_SUBTY to tell a shaded X from an unshaded one).
 * Flood insurance is required for a federally backed mortgage exactly in the Special Flood Hazard Area:
 * the A and V zones.
 */
export function floodZoneMeaning(zone: string, subtype: string | null = null): FloodZoneMeaning {
  const normalised = normalise(zone, subtype);
  const kind = kindOf(normalised.code, normalised.subtype);
  if (kind === 'unknown') return { kind, code: null, words: WORDS.unknown, insuranceRequired: null };
  return {
    kind,
    code: normalised.code,
    words: WORDS[kind],
    insuranceRequired: normalised.code.startsWith('A') || normalised.code.startsWith('V'),
  };
}

/** Whether a zone is in the Special Flood Hazard Area (A* or V*); false for unknown zones. */
export function isSpecialFloodHazardArea(zone: string | null): boolean {
  return zone !== null && floodZoneMeaning(zone).insuranceRequired === true;
}
