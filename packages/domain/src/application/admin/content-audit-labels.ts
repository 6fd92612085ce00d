import { textOf } from '../../shared/text-of.ts';
import type { ContentEditors } from '../../content/content-editors.ts';

const field = (record: object, name: string): string => textOf((record as Readonly<Record<string, unknown>>)[name]);
const text = (name: string) => (record: object) => field(record, name);

const LABELS: Readonly<Record<keyof ContentEditors, (record: object) => string>> = {
  agents: text('name'),
  communities: text('name'),
  articles: text('title'),
  banners: text('title'),
  testimonials: (record) => `${field(record, 'authorName')}, ${field(record, 'place')}`,
  salesResults: (record) => `${field(record, 'address')}, ${field(record, 'city')}`,
  sitePages: (record) => `${field(record, 'title')} (${field(record, 'slug')})`,
};

/** A content record's short label in the audit log, e.g. the agent's name. */
export function contentAuditLabel(key: keyof ContentEditors, record: object): string {
  return LABELS[key](record);
}
