import type { ValidationIssue } from '../errors/domain-error.ts';

/** The longest note the team can keep on a submission. */
export const CONTACT_NOTE_MAX_LENGTH = 2000;

/** A note the team keeps on a submission (a call made, what was agreed). */
export interface ContactNote {
  readonly id: string;
  readonly submissionId: string;
  readonly authorId: string | null;
  readonly authorEmail: string;
  readonly text: string;
  readonly createdAt: string;
}

/** A note before it is stored. */
export interface NewContactNote {
  readonly authorId: string | null;
  readonly authorEmail: string;
  readonly text: string;
}

/** Every problem with a note's text (trimmed first), worded for the form. */
export function contactNoteIssues(text: string): ValidationIssue[] {
  const trimmed = text.trim();
  if (trimmed === '') return [{ field: 'text', message: 'Please write the note' }];
  if (trimmed.length > CONTACT_NOTE_MAX_LENGTH)
    return [{ field: 'text', message: `must be at most ${CONTACT_NOTE_MAX_LENGTH} characters` }];
  return [];
}
