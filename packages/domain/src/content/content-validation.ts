import { ValidationError, type ValidationIssue } from '../errors/domain-error.ts';
import type { ContentEntity, ContentFields } from './content-entity.ts';

/**
 * The editing rules of one content collection. Validate whole records: a create input, or an
 * update's patch merged over the stored record (cross-field rules need both fields).
 */
export interface ContentRules<T extends ContentEntity> {
  /** Trims every text, turns blank optional texts into null and drops blank list entries. */
  normalize(fields: ContentFields<T>): ContentFields<T>;
  /** Every problem with the fields, each naming its field with a message an editor can act on. */
  issues(fields: ContentFields<T>): ValidationIssue[];
}

/** The fields normalized, or a ValidationError listing every problem with them. */
export function validContentFields<T extends ContentEntity>(
  rules: ContentRules<T>,
  fields: ContentFields<T>,
): ContentFields<T> {
  const normalized = rules.normalize(fields);
  const issues = rules.issues(normalized);
  if (issues.length > 0) throw new ValidationError(issues);
  return normalized;
}
