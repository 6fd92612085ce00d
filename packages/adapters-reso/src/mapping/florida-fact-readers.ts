import {
  ASSOCIATION_FEE_FREQUENCIES,
  FURNISHED_VALUES,
  floodZoneMeaning,
  type AssociationFeeFrequency,
  type Furnished,
} from '@app/domain';

/** A value read from a feed: the value, or null with the reason when it was unusable. */
export type Read<T> = { readonly value: T | null; readonly problem: string | null };

const ok = <T>(value: T | null): Read<T> => ({ value, problem: null });
const none: Read<never> = { value: null, problem: null };
const bad = <T>(raw: unknown, reason: string): Read<T> => ({
  value: null,
  problem: `${JSON.stringify(raw) ?? String(raw)} ${reason}`,
});
const absent = (raw: unknown): boolean =>
  raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');

/** A RESO Boolean, or the Yes/No/Y/N/True/False text some boards send instead. */
export function readFlag(raw: unknown): Read<boolean> {
  if (absent(raw)) return none;
  if (typeof raw === 'boolean') return ok(raw);
  const text = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (['y', 'yes', 'true'].includes(text)) return ok(true);
  if (['n', 'no', 'false', 'none'].includes(text)) return ok(false);
  return bad(raw, 'is not yes or no');
}

function toNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim().replace(/[$,]/g, '');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** A non-negative amount (a fee, feet, pounds), as a number or a numeric text. */
export function readAmount(raw: unknown, max = 100_000_000): Read<number> {
  if (absent(raw)) return none;
  const number = toNumber(raw);
  if (number === null) return bad(raw, 'is not a number');
  if (number < 0) return bad(raw, 'is negative');
  return number > max ? bad(raw, `is more than ${max}`) : ok(number);
}

/** A calendar year from 1900 to 2100. */
export function readYear(raw: unknown): Read<number> {
  if (absent(raw)) return none;
  const number = toNumber(raw);
  return number !== null && Number.isInteger(number) && number >= 1900 && number <= 2100
    ? ok(number)
    : bad(raw, 'is not a year');
}

/** A base flood elevation in feet: FEMA's -9999 and other negatives mean none was determined. */
export function readElevation(raw: unknown): Read<number> {
  const number = absent(raw) ? null : toNumber(raw);
  if (number === -9999) return none;
  return readAmount(raw, 30_000);
}

/** A free text, trimmed. */
export function readText(raw: unknown, maxLength = 200): Read<string> {
  if (absent(raw)) return none;
  if (typeof raw !== 'string') return bad(raw, 'is not text');
  const text = raw.trim();
  return text.length > maxLength ? bad(raw, `is longer than ${maxLength} characters`) : ok(text);
}

/** A multi-value lookup: a JSON array of texts, or the comma-separated text some servers send. */
export function readList(raw: unknown): Read<readonly string[]> {
  if (absent(raw)) return none;
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null;
  if (items === null || items.some((item) => typeof item !== 'string')) return bad(raw, 'is not a list of texts');
  const values = [...new Set((items as string[]).map((item) => item.trim()).filter((item) => item.length > 0))];
  return ok(values.length === 0 ? null : values.slice(0, 30));
}

function readLookup<T extends string>(raw: unknown, values: readonly T[], synonyms: Record<string, T>): Read<T> {
  if (absent(raw)) return none;
  const text = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  const found = values.find((value) => value.toLowerCase() === text) ?? synonyms[text];
  return found === undefined ? bad(raw, `is not one of ${values.join(', ')}`) : ok(found);
}

/** A RESO AssociationFeeFrequency (Annual and Semi-Annual read as Annually and Semi-Annually). */
export function readFrequency(raw: unknown): Read<AssociationFeeFrequency> {
  return readLookup(raw, ASSOCIATION_FEE_FREQUENCIES, {
    annual: 'Annually',
    yearly: 'Annually',
    'semi-annual': 'Semi-Annually',
    quarter: 'Quarterly',
  });
}

/** A RESO Furnished value. */
export function readFurnished(raw: unknown): Read<Furnished> {
  return readLookup(raw, FURNISHED_VALUES, {
    'partially furnished': 'Partially',
    turnkey: 'Furnished',
    'not furnished': 'Unfurnished',
  });
}

/** A flood zone as MLS boards write it (`AE`, `Zone VE`, `X-Shaded`): FEMA's code and subtype, or null. */
export function readFloodZone(raw: unknown): Read<{ readonly zone: string; readonly subtype: string | null }> {
  const text = readText(raw, 40);
  if (text.value === null) return { value: null, problem: text.problem };
  const meaning = floodZoneMeaning(text.value);
  if (meaning.code === null) return bad(raw, 'is not a FEMA flood zone');
  const subtype =
    meaning.code !== 'X'
      ? null
      : meaning.kind === 'moderate'
        ? '0.2 PCT ANNUAL CHANCE FLOOD HAZARD'
        : meaning.kind === 'minimal'
          ? 'AREA OF MINIMAL FLOOD HAZARD'
          : null;
  return ok({ zone: meaning.code, subtype });
}

const LEASE_UNIT_MONTHS: Readonly<Record<string, number>> = { day: 1 / 30, week: 7 / 30, month: 1, year: 12 };

/**
 * The minimum lease in whole months (rounded up; 0 for no minimum), from a number of months or the texts
 * boards use: `30 Days`, `1-2 Months`, `3 Months`, `1 Year`, `Annual`, `No Minimum`.
 */
export function readLeaseMonths(raw: unknown): Read<number> {
  if (absent(raw)) return none;
  if (typeof raw === 'number')
    return Number.isInteger(raw) && raw >= 0 && raw <= 120 ? ok(raw) : bad(raw, 'is not a number of months');
  const text = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (/^(no minimum|none|no restrictions?)$/.test(text)) return ok(0);
  if (/^(annual|annually|yearly)$/.test(text)) return ok(12);
  const match = /^(\d+)(?:\s*-\s*\d+)?\s*(day|week|month|year)s?\b/.exec(text);
  const count = match === null ? null : Number(match[1]);
  const unit = match?.[2] === undefined ? undefined : LEASE_UNIT_MONTHS[match[2]];
  if (count === null || unit === undefined) return bad(raw, 'is not a lease term');
  const months = Math.ceil(count * unit - 1e-9);
  return months <= 120 ? ok(months) : bad(raw, 'is more than ten years');
}

/** An http(s) URL. */
export function readUrl(raw: unknown): Read<string> {
  const text = readText(raw, 2_000);
  if (text.value === null) return text;
  try {
    const url = new URL(text.value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? ok(url.href) : bad(raw, 'is not a web address');
  } catch {
    return bad(raw, 'is not a web address');
  }
}
