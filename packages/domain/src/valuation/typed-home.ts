import { formatCount } from '../shared/us-number-format.ts';
import type { ValidationIssue } from '../errors/domain-error.ts';
import type { TypedHome } from './home-value-use-case.ts';

/** The bounds of each typed fact: the fewest and most accepted, and whether halves count. */
export const TYPED_HOME_LIMITS = {
  livingArea: { min: 200, max: 50_000, step: 1 },
  bedrooms: { min: 0, max: 20, step: 1 },
  bathrooms: { min: 0, max: 20, step: 0.5 },
  yearBuilt: { min: 1800, max: 2100, step: 1 },
} as const;

/** The most characters of a typed city or subdivision. */
export const TYPED_PLACE_MAX_LENGTH = 100;

type NumberField = keyof typeof TYPED_HOME_LIMITS;

/** The text of each fact as a visitor typed it (absent or blank for an unknown fact). */
export type TypedHomeText = Partial<Record<NumberField | 'city' | 'subdivision', string>>;

function readNumber(field: NumberField, text: string | undefined, issues: ValidationIssue[]): number | null {
  const trimmed = (text ?? '').replace(/,/g, '').trim();
  if (trimmed === '') return null;
  const { min, max, step } = TYPED_HOME_LIMITS[field];
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < min || value > max || !Number.isInteger(value / step))
    issues.push({
      field,
      message: `must be ${step === 1 ? 'a whole number' : 'a whole or half number'} from ${min} to ${formatCount(max)}`,
    });
  return value;
}

function readPlace(field: 'city' | 'subdivision', text: string | undefined, issues: ValidationIssue[]) {
  const trimmed = (text ?? '').trim().replace(/\s+/g, ' ');
  if (trimmed.length > TYPED_PLACE_MAX_LENGTH)
    issues.push({ field, message: `must be at most ${TYPED_PLACE_MAX_LENGTH} characters` });
  return trimmed === '' ? null : trimmed;
}

/** A typed home from the text of its facts, or every problem with it; the living area is required. */
export function readTypedHome(text: TypedHomeText): { home: TypedHome } | { issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const livingArea = readNumber('livingArea', text.livingArea, issues);
  if (livingArea === null) issues.push({ field: 'livingArea', message: 'Please enter the living area in square feet' });
  const home = {
    livingArea: livingArea ?? 0,
    bedrooms: readNumber('bedrooms', text.bedrooms, issues),
    bathrooms: readNumber('bathrooms', text.bathrooms, issues),
    yearBuilt: readNumber('yearBuilt', text.yearBuilt, issues),
    city: readPlace('city', text.city, issues),
    subdivision: readPlace('subdivision', text.subdivision, issues),
  };
  return issues.length > 0 ? { issues } : { home };
}

/** The address parameters of a typed home (`/sell?livingArea=…`, `/api/home-value?livingArea=…`), unknown facts left
 * out; `readTypedHome` reads them back. */
export function typedHomeParams(home: TypedHome): Record<string, string> {
  const entries = Object.entries(home) as [keyof TypedHome, string | number | null][];
  return Object.fromEntries(entries.filter(([, value]) => value !== null).map(([key, value]) => [key, String(value)]));
}
