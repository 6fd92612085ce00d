import type { Random } from './prng.ts';
import { CLOSINGS, FEATURES, LOCATIONS, OPENINGS } from './remarks-phrases.ts';

/** What the remarks writer knows about a listing. */
export interface RemarkFacts {
  readonly style: string;
  readonly kind: 'home' | 'condo' | 'land' | 'income';
  readonly luxury: boolean;
  readonly subdivision: string;
  readonly city: string;
  readonly beds: number | null;
  readonly baths: number | null;
  readonly livingArea: number | null;
  readonly lotAcres: number | null;
  readonly waterfront: boolean;
  readonly pool: boolean;
  readonly golf: boolean;
}

function fill(template: string, facts: RemarkFacts): string {
  const slots: Readonly<Record<string, string>> = {
    sub: facts.subdivision,
    city: facts.city,
    style: facts.style.toLowerCase(),
    beds: String(facts.beds ?? ''),
    baths: String(facts.baths ?? ''),
    sqft: (facts.livingArea ?? 0).toLocaleString('en-US'),
    acres: String(facts.lotAcres ?? ''),
  };
  return template.replace(/\{(\w+)\}/g, (_match, slot: string) => slots[slot] ?? '');
}

function opening(facts: RemarkFacts): readonly string[] {
  if (facts.kind === 'home' && facts.luxury) return OPENINGS.luxury;
  return OPENINGS[facts.kind];
}

/** MLS-style public remarks: an opening, two to four feature sentences, the location and a closing line. */
export function writeRemarks(facts: RemarkFacts, random: Random): string {
  const sentences = [random.pick(opening(facts))];
  if (facts.kind === 'land') sentences.push(random.pick(FEATURES.land));
  else sentences.push(random.pick(FEATURES.interior));
  if (facts.pool) sentences.push(random.pick(FEATURES.pool));
  if (facts.waterfront) sentences.push(random.pick(FEATURES.water));
  if (facts.kind === 'condo') sentences.push(random.pick(FEATURES.condo));
  else if (facts.golf) sentences.push(random.pick(FEATURES.golf));
  sentences.push(random.pick(LOCATIONS[facts.city] ?? []), random.pick(CLOSINGS));
  return sentences.map((sentence) => fill(sentence, facts)).join(' ');
}
