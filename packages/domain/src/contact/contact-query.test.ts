import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/domain-error.ts';
import {
  compareContactSubmissions,
  isOverdue,
  matchesContactFilter,
  normalizeContactQuery,
  UNASSIGNED,
} from './contact-query.ts';
import type { ContactSubmission } from './contact-submission.ts';

const submission = (overrides: Partial<ContactSubmission>): ContactSubmission => ({
  id: '00000000-0000-4000-8000-000000000001',
  topic: 'general',
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: null,
  message: 'Hello',
  listingId: null,
  preferredTime: null,
  consent: true,
  sourcePath: '/contact-us',
  attribution: null,
  channel: 'unknown',
  status: 'new',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  assignedAgentId: null,
  followUpOn: null,
  ...overrides,
});

describe(normalizeContactQuery, () => {
  it('answers every submission, newest first, page 1 of 10 by default', () => {
    expect(normalizeContactQuery()).toEqual({
      search: '',
      status: null,
      topic: null,
      channel: null,
      agent: null,
      overdueBefore: null,
      sort: 'createdAt',
      direction: 'desc',
      page: 1,
      perPage: 10,
    });
  });

  it('orders other fields A to Z unless told otherwise, and trims the search', () => {
    expect(normalizeContactQuery({ sort: 'name', search: '  gulf ' })).toMatchObject({
      sort: 'name',
      direction: 'asc',
      search: 'gulf',
    });
    expect(normalizeContactQuery({ sort: 'name', direction: 'desc' }).direction).toBe('desc');
  });

  it('treats an empty filter as none', () => {
    expect(normalizeContactQuery({ status: '', topic: '' })).toMatchObject({ status: null, topic: null });
  });

  it('names every bad part at once', () => {
    const error = (() => {
      try {
        normalizeContactQuery({
          status: 'archived',
          topic: 'spam',
          sort: 'phone',
          direction: 'up',
          page: 0,
          perPage: 101,
        });
      } catch (caught) {
        return caught as ValidationError;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error?.issues.map((issue) => issue.field)).toEqual([
      'status',
      'topic',
      'sort',
      'direction',
      'page',
      'perPage',
    ]);
  });
});

describe(matchesContactFilter, () => {
  it('finds the search in name, email, phone, message or listing id, in any case', () => {
    const filter = { status: null, topic: null, channel: null, agent: null, overdueBefore: null } as const;
    expect(matchesContactFilter(submission({ message: 'A GULF view' }), { ...filter, search: 'gulf' })).toBe(true);
    expect(matchesContactFilter(submission({ phone: '239-555-0101' }), { ...filter, search: '555-01' })).toBe(true);
    expect(matchesContactFilter(submission({ listingId: '226000501' }), { ...filter, search: '0005' })).toBe(true);
    expect(matchesContactFilter(submission({}), { ...filter, search: 'sourcePath' })).toBe(false);
    expect(matchesContactFilter(submission({ sourcePath: '/gulf' }), { ...filter, search: 'gulf' })).toBe(false);
  });

  it('keeps only the status, kind and source asked for', () => {
    const all = { search: '', status: null, topic: null, channel: null, agent: null, overdueBefore: null } as const;
    expect(matchesContactFilter(submission({ status: 'closed' }), { ...all, status: 'new' })).toBe(false);
    expect(matchesContactFilter(submission({ topic: 'selling' }), { ...all, topic: 'selling' })).toBe(true);
    expect(matchesContactFilter(submission({ channel: 'email' }), { ...all, channel: 'email' })).toBe(true);
    expect(matchesContactFilter(submission({ channel: 'direct' }), { ...all, channel: 'email' })).toBe(false);
  });
});

describe('the agent and overdue filters', () => {
  const all = { search: '', status: null, topic: null, channel: null, agent: null, overdueBefore: null } as const;

  it('keep the agent asked for, or the leads nobody has', () => {
    expect(matchesContactFilter(submission({ assignedAgentId: 'a1' }), { ...all, agent: 'a1' })).toBe(true);
    expect(matchesContactFilter(submission({ assignedAgentId: 'a2' }), { ...all, agent: 'a1' })).toBe(false);
    expect(matchesContactFilter(submission({ assignedAgentId: null }), { ...all, agent: UNASSIGNED })).toBe(true);
    expect(matchesContactFilter(submission({ assignedAgentId: 'a1' }), { ...all, agent: UNASSIGNED })).toBe(false);
  });

  it('overdue: an open lead whose follow-up day is before today; never a closed one or one without a day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('new', 'contacted', 'closed'),
        fc.option(fc.constantFrom('2026-03-08', '2026-03-09', '2026-03-10')),
        (status, followUpOn) => {
          const lead = submission({ status, followUpOn });
          const expected = status !== 'closed' && followUpOn !== null && followUpOn < '2026-03-09';
          expect(isOverdue(lead, '2026-03-09')).toBe(expected);
          expect(matchesContactFilter(lead, { ...all, overdueBefore: '2026-03-09' })).toBe(expected);
        },
      ),
    );
  });

  it('refuses a day that is not a real YYYY-MM-DD day', () => {
    expect(() => normalizeContactQuery({ overdueBefore: '2026-02-30' })).toThrow(ValidationError);
    expect(normalizeContactQuery({ overdueBefore: '2026-02-28', agent: 'a1' })).toMatchObject({
      overdueBefore: '2026-02-28',
      agent: 'a1',
    });
  });
});

describe(compareContactSubmissions, () => {
  const arbitrary = fc
    .record({
      id: fc.uuid(),
      name: fc.constantFrom('ana', 'Ana', 'bo'),
      status: fc.constantFrom('new', 'contacted', 'closed'),
      createdAt: fc.constantFrom('2026-03-01T12:00:00.000Z', '2026-03-02T12:00:00.000Z'),
    })
    .map((fields) => submission(fields as Partial<ContactSubmission>));

  it('is a total order: ties newest first, then by id, whatever the direction', () => {
    fc.assert(
      fc.property(
        fc.array(arbitrary, { maxLength: 12 }),
        fc.constantFrom('name', 'status', 'createdAt', 'email', 'topic'),
        fc.constantFrom('asc', 'desc'),
        (items, field, direction) => {
          const sorted = [...items].sort(compareContactSubmissions(field, direction));
          expect([...sorted].reverse().sort(compareContactSubmissions(field, direction))).toEqual(sorted);
          for (const [a, b] of sorted
            .slice(1)
            .map((item, index) => [sorted[index] as ContactSubmission, item] as const))
            expect(compareContactSubmissions(field, direction)(a, b)).toBeLessThanOrEqual(0);
        },
      ),
    );
  });

  it('compares names in any case', () => {
    const sorted = [submission({ name: 'bo', id: 'a' }), submission({ name: 'Ana', id: 'b' })].sort(
      compareContactSubmissions('name', 'asc'),
    );
    expect(sorted.map((item) => item.name)).toEqual(['Ana', 'bo']);
  });
});
