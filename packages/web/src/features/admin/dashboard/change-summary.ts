import { changedFields, type AuditEntry } from '@app/domain';

/** The longest value shown in a change line; longer ones are cut with an ellipsis. */
const VALUE_LENGTH = 60;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text =
    typeof value === 'string'
      ? value
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : JSON.stringify(value);
  return text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a change did, line by line: `status: new → contacted` for each changed field of an
 * update; nothing for a create or delete (the action says it), at most `limit` lines.
 */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>, limit = 3): string[] {
  if (!isRecord(entry.before) || !isRecord(entry.after)) return [];
  const before = entry.before;
  const after = entry.after;
  const fields = changedFields(before, after);
  const lines = fields.slice(0, limit).map((field) => `${field}: ${shown(before[field])} → ${shown(after[field])}`);
  return fields.length > limit ? [...lines, `and ${fields.length - limit} more`] : lines;
}

const ACTION_WORDS: Readonly<Record<string, string>> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  upload: 'Uploaded',
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'password-reset': 'Reset a password',
  'role-change': 'Changed a role',
};

/** `Changed contact submissions`: the action and the kind of record, in words. */
export function changeTitle(entry: Pick<AuditEntry, 'action' | 'entity'>): string {
  return `${ACTION_WORDS[entry.action] ?? entry.action} ${entry.entity.replace(/[_-]/g, ' ')}`;
}
