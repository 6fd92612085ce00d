import { ValidationError, type ValidationIssue } from '../errors/domain-error.ts';
import { isCalendarDay } from '../content/content-field-rules.ts';
import { DEFAULT_PAGE } from '../shared/constants.ts';
import {
  CONTACT_STATUSES,
  LEAD_TOPICS,
  type ContactStatus,
  type ContactSubmission,
  type LeadTopic,
} from './contact-submission.ts';
import { LEAD_CHANNELS, type LeadChannel } from './lead-attribution.ts';

/** Submissions per admin page unless asked otherwise, and the most one page holds. */
export const CONTACT_ADMIN_PAGE_SIZE = 10;
export const CONTACT_ADMIN_MAX_PAGE_SIZE = 100;

/** What the admin list can be ordered by. */
export const CONTACT_SORT_FIELDS = ['createdAt', 'name', 'email', 'topic', 'status'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
export type ContactSortDirection = 'asc' | 'desc';

/** Which submissions a list or an export holds. */
export interface ContactSubmissionFilter {
  /** Case-insensitive "contains" over name, email, phone, message and listing id; '' for all. */
  readonly search: string;
  readonly status: ContactStatus | null;
  /** The kind of message. */
  readonly topic: LeadTopic | null;
  /** Where the lead came from. */
  readonly channel: LeadChannel | null;
  /** The assigned agent's id, or {@link UNASSIGNED} for leads nobody has; null for all. */
  readonly agent: string | null;
  /** Only leads still open (not closed) whose follow-up day is before this day (YYYY-MM-DD); null for all. */
  readonly overdueBefore: string | null;
}

/** The agent filter's value for leads assigned to nobody. */
export const UNASSIGNED = 'unassigned';

function agentFilter(value: unknown, issues: ValidationIssue[]): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && value.length <= 100) return value;
  issues.push({ field: 'agent', message: 'must be an agent id or unassigned' });
  return null;
}

function dayFilter(field: string, value: unknown, issues: ValidationIssue[]): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && isCalendarDay(value)) return value;
  issues.push({ field, message: 'must be a day written YYYY-MM-DD' });
  return null;
}

/** The admin list query with every default applied. */
export interface ContactSubmissionQuery extends ContactSubmissionFilter {
  readonly sort: ContactSortField;
  readonly direction: ContactSortDirection;
  readonly page: number;
  readonly perPage: number;
}

/** The admin list query as a caller gives it; every field optional. */
export type ContactSubmissionQueryInput = Partial<Record<keyof ContactSubmissionQuery, unknown>>;

/** One page of submissions and the exact count of all that match. */
export interface ContactSubmissionPage {
  readonly items: ContactSubmission[];
  readonly total: number;
}

function oneOf<T extends string>(
  field: string,
  value: unknown,
  allowed: readonly T[],
  issues: ValidationIssue[],
): T | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  issues.push({ field, message: `must be one of ${allowed.join(', ')}` });
  return null;
}

function wholeNumber(field: string, value: unknown, fallback: number, max: number, issues: ValidationIssue[]): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max) return value;
  issues.push({
    field,
    message:
      max === Number.MAX_SAFE_INTEGER ? 'must be a whole number from 1' : `must be a whole number from 1 to ${max}`,
  });
  return fallback;
}

/**
 * Applies the defaults (every submission, newest first, page 1 of 10) and checks each part.
 * Throws a ValidationError listing every problem.
 */
export function normalizeContactQuery(input: ContactSubmissionQueryInput = {}): ContactSubmissionQuery {
  const issues: ValidationIssue[] = [];
  const query: ContactSubmissionQuery = {
    search: typeof input.search === 'string' ? input.search.trim() : '',
    status: oneOf('status', input.status, CONTACT_STATUSES, issues),
    topic: oneOf('topic', input.topic, LEAD_TOPICS, issues),
    channel: oneOf('channel', input.channel, LEAD_CHANNELS, issues),
    agent: agentFilter(input.agent, issues),
    overdueBefore: dayFilter('overdueBefore', input.overdueBefore, issues),
    sort: oneOf('sort', input.sort, CONTACT_SORT_FIELDS, issues) ?? 'createdAt',
    direction:
      oneOf<ContactSortDirection>('direction', input.direction, ['asc', 'desc'], issues) ??
      (input.sort === undefined || input.sort === 'createdAt' ? 'desc' : 'asc'),
    page: wholeNumber('page', input.page, DEFAULT_PAGE, Number.MAX_SAFE_INTEGER, issues),
    perPage: wholeNumber('perPage', input.perPage, CONTACT_ADMIN_PAGE_SIZE, CONTACT_ADMIN_MAX_PAGE_SIZE, issues),
  };
  if (issues.length > 0) throw new ValidationError(issues);
  return query;
}

/** Whether a lead is overdue on `today` (office time): still open and its follow-up day is before today. */
export function isOverdue(submission: Pick<ContactSubmission, 'status' | 'followUpOn'>, today: string): boolean {
  return submission.status !== 'closed' && submission.followUpOn !== null && submission.followUpOn < today;
}

/** The texts a search looks in. */
export function contactSearchTexts(submission: ContactSubmission): string[] {
  return [submission.name, submission.email, submission.phone ?? '', submission.message, submission.listingId ?? ''];
}

/** Whether a submission is in the filter (the reference every adapter is held to). */
export function matchesContactFilter(submission: ContactSubmission, filter: ContactSubmissionFilter): boolean {
  if (filter.status !== null && submission.status !== filter.status) return false;
  if (filter.topic !== null && submission.topic !== filter.topic) return false;
  if (filter.channel !== null && submission.channel !== filter.channel) return false;
  if (filter.agent !== null && submission.assignedAgentId !== (filter.agent === UNASSIGNED ? null : filter.agent))
    return false;
  if (filter.overdueBefore !== null && !isOverdue(submission, filter.overdueBefore)) return false;
  const needle = filter.search.toLowerCase();
  return needle === '' || contactSearchTexts(submission).some((text) => text.toLowerCase().includes(needle));
}

function sortKey(submission: ContactSubmission, field: ContactSortField): string {
  return field === 'name' || field === 'email' ? submission[field].toLowerCase() : submission[field];
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The admin list order (the reference every adapter is held to): the field (name and email in
 * any case, text by code point), in the direction; ties newest first, then by id.
 */
export function compareContactSubmissions(field: ContactSortField, direction: ContactSortDirection) {
  const sign = direction === 'asc' ? 1 : -1;
  return (a: ContactSubmission, b: ContactSubmission): number =>
    sign * compare(sortKey(a, field), sortKey(b, field)) || compare(b.createdAt, a.createdAt) || compare(a.id, b.id);
}
