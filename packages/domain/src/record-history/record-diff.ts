import { textOf } from '../shared/text-of.ts';
import type { RecordSnapshot } from './record-archive.port.ts';
import { differingFields } from './record-merge.ts';

/** A text longer than this many words (or holding markup) is summarised by word counts rather than shown whole. */
const LONG_TEXT_WORDS = 40;

/** One changed field as a person reads it: short values whole, long texts as words added and removed. */
export type FieldChange =
  | {
      readonly field: string;
      readonly label: string;
      readonly kind: 'value';
      readonly before: string;
      readonly after: string;
    }
  | {
      readonly field: string;
      readonly label: string;
      readonly kind: 'long-text';
      readonly added: number;
      readonly removed: number;
    };

/** A field name as words: `seoTitle` -> "SEO title", `authorAgentId` -> "author". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bseo\b/, 'SEO')
    .replace(/\burl\b/, 'address');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The words of a text, markup and entities left out. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

function isLongText(value: unknown): value is string {
  return typeof value === 'string' && (/<[a-z][^>]*>/i.test(value) || wordsOf(value).length > LONG_TEXT_WORDS);
}

/** How many words `after` has beyond `before` and `before` beyond `after`, counting repeats. */
export function wordCounts(before: string, after: string): { added: number; removed: number } {
  const counts = new Map<string, number>();
  for (const word of wordsOf(before)) counts.set(word, (counts.get(word) ?? 0) + 1);
  let added = 0;
  for (const word of wordsOf(after)) {
    const left = counts.get(word) ?? 0;
    if (left > 0) counts.set(word, left - 1);
    else added += 1;
  }
  const removed = [...counts.values()].reduce((sum, left) => sum + left, 0);
  return { added, removed };
}

/** A value as a short text: lists joined, pictures by their text, nothing as "(empty)". */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length === 0 ? '(empty)' : value.map(textOf).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') {
    const picture = value as { url?: unknown; alt?: unknown };
    if (typeof picture.url === 'string')
      return picture.url === '' ? '(none)' : `${picture.url} (“${textOf(picture.alt)}”)`;
  }
  return textOf(value);
}

/** What changed from one snapshot to the next, field by field in name order (timestamps and version left out). */
export function describeChanges(before: RecordSnapshot, after: RecordSnapshot): FieldChange[] {
  const ignored = new Set(['id', 'createdAt', 'updatedAt', 'version']);
  return differingFields(before, after)
    .filter((field) => !ignored.has(field))
    .map((field): FieldChange => {
      const label = fieldLabel(field);
      const [was, now] = [before[field], after[field]];
      if (isLongText(was) || isLongText(now))
        return { field, label, kind: 'long-text', ...wordCounts(textOf(was), textOf(now)) };
      return { field, label, kind: 'value', before: readableValue(was), after: readableValue(now) };
    });
}

/** One change as a sentence part: `Title: “Old” → “New”` or `Body changed (+120 / −40 words)`. */
export function changeSummary(change: FieldChange): string {
  if (change.kind === 'long-text') return `${change.label} changed (+${change.added} / −${change.removed} words)`;
  return `${change.label}: “${change.before}” → “${change.after}”`;
}
