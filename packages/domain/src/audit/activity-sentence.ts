import { changedFields } from './audit-entry.ts';
import type { AuditEntry } from './audit-entry.ts';
import { fieldLabel } from '../record-history/record-diff.ts';

/** The kinds of record the log names, singular, as a person says them. */
export const ACTIVITY_KINDS: Readonly<Record<string, string>> = {
  agents: 'agent',
  communities: 'community',
  articles: 'article',
  banners: 'banner',
  testimonials: 'testimonial',
  sales_results: 'sales result',
  site_pages: 'page',
  footer_links: 'footer link',
  images: 'picture',
  contact_submissions: 'contact submission',
  redirects: 'redirect',
  users: 'user',
  seo_settings: 'SEO settings',
  lead_routing: 'lead routing',
};

/** The content kinds whose deletes go to the Trash. */
const CONTENT_KINDS: Readonly<Record<string, true>> = {
  agents: true,
  communities: true,
  articles: true,
  banners: true,
  testimonials: true,
  sales_results: true,
  site_pages: true,
};

/** A person's name from their e-mail address until accounts have names: `amelia.delgado@…` -> "Amelia Delgado". */
export function personName(email: string): string {
  const local = email.split('@')[0] ?? '';
  const words = local
    .split(/[._+-]+/)
    .filter((word) => word !== '' && !/^\d+$/.test(word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return words.length === 0 ? 'Someone' : words.join(' ');
}

function kindOf(entity: string): string {
  return ACTIVITY_KINDS[entity] ?? entity.replace(/_/g, ' ');
}

/** "the title", "the title and the excerpt", "3 fields" of an update. */
function whatChanged(entry: AuditEntry): string | null {
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const fields = changedFields(record(entry.before), record(entry.after)).filter((field) => field !== 'version');
  if (fields.length === 0) return null;
  if (fields.length > 2) return `${String(fields.length)} fields of`;
  return `${fields.map((field) => `the ${fieldLabel(field).toLowerCase()}`).join(' and ')} of`;
}

/**
 * One entry of the audit log as a plain sentence: "Amelia changed the title of the article 'Who pays what at a
 * Florida closing'", "Jorge moved the agent 'Ana Ruiz' to the Trash". Every action has its own words.
 */
export function activitySentence(entry: AuditEntry): string {
  const who = personName(entry.actorEmail);
  const kind = kindOf(entry.entity);
  const subject = entry.summary === '' ? `a ${kind}` : `the ${kind} ‘${entry.summary}’`;
  switch (entry.action) {
    case 'create':
      return `${who} added ${subject}`;
    case 'update': {
      const what = whatChanged(entry);
      return what === null ? `${who} saved ${subject} without changes` : `${who} changed ${what} ${subject}`;
    }
    case 'delete':
      return entry.entity in CONTENT_KINDS ? `${who} moved ${subject} to the Trash` : `${who} deleted ${subject}`;
    case 'restore':
      return `${who} restored ${subject}`;
    case 'delete-forever':
      return `${who} deleted ${subject} for good from the Trash`;
    case 'upload':
      return `${who} uploaded ${subject}`;
    case 'sign-in':
      return `${who} signed in`;
    case 'sign-out':
      return `${who} signed out`;
    case 'password-reset':
      return `${who} reset the password of ${subject}`;
    case 'role-change':
      return `${who} changed the role of ${subject}`;
    case 'reorder':
      return `${who} reordered the ${kind.endsWith('s') ? kind : `${kind}s`}${entry.summary === '' ? '' : ` in ‘${entry.summary}’`}`;
  }
}
