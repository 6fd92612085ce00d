import { FixedClock, InMemoryContactInbox } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/domain-error.ts';
import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  contactSubmissionIssues,
  normalizeContactSubmission,
  type ContactTopic,
  type NewContactSubmission,
} from './contact-submission.ts';
import { createReceiveContactSubmission } from './contact-use-cases.ts';
import { leadChannel } from './lead-attribution.ts';

const VALID: NewContactSubmission = {
  topic: 'showing-request',
  name: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  phone: '(239) 555-0142',
  message: 'Could we see it Saturday morning?',
  listingId: '224012345',
  preferredTime: 'Saturday 10-12',
  consent: true,
  sourcePath: '/properties/224012345',
};

const padding = fc.constantFrom('', ' ', '  ', '\t', '\n ');
const padded = (text: fc.Arbitrary<string>) =>
  fc.tuple(padding, text, padding).map(([before, value, after]) => `${before}${value}${after}`);
const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .'-]{0,30}[A-Za-z0-9]$/);
const emailArbitrary = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9._%+-]{1,20}$/),
    fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/),
    fc.stringMatching(/^[A-Za-z]{2,6}$/),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const phoneArbitrary = fc.stringMatching(/^\+?[0-9]{7,12}$/);
const optional = (text: fc.Arbitrary<string>) => fc.oneof(fc.constant(null), padding, padded(text));
const topicNeedingListing = (topic: ContactTopic) => topic === 'listing-inquiry' || topic === 'showing-request';

/** A submission a visitor could send through the form: valid, but padded with spaces and mixed-case emails. */
const validSubmissionArbitrary: fc.Arbitrary<NewContactSubmission> = fc
  .record({
    topic: fc.constantFrom(...CONTACT_TOPICS),
    name: padded(word),
    email: padded(emailArbitrary),
    phone: optional(phoneArbitrary),
    message: padded(word),
    listingId: optional(fc.stringMatching(/^[1-9]\d{8}$/)),
    preferredTime: optional(word),
    consent: fc.constant(true),
    sourcePath: fc.constantFrom('/contact-us', '/properties/224012345', '/featured-properties/4001-gulf-shore-n-blvd'),
  })
  .filter((submission) => !topicNeedingListing(submission.topic) || (submission.listingId ?? '').trim() !== '');

/** Any submission, broken or not. */
const anySubmissionArbitrary: fc.Arbitrary<NewContactSubmission> = fc.record({
  topic: fc.oneof(fc.constantFrom(...CONTACT_TOPICS), fc.constant('spam' as ContactTopic)),
  name: fc.oneof(padded(word), fc.string()),
  email: fc.oneof(padded(emailArbitrary), fc.string()),
  phone: fc.oneof(optional(phoneArbitrary), fc.string()),
  message: fc.oneof(padded(word), fc.string()),
  listingId: fc.option(fc.string(), { nil: null }),
  preferredTime: fc.option(fc.string(), { nil: null }),
  consent: fc.boolean(),
  sourcePath: fc.string(),
});

const fieldsOf = (submission: NewContactSubmission) => contactSubmissionIssues(submission).map((issue) => issue.field);

describe(contactSubmissionIssues, () => {
  it('finds nothing wrong with a complete showing request', () => {
    expect(contactSubmissionIssues(VALID)).toEqual([]);
  });

  it('needs a known topic', () => {
    expect(contactSubmissionIssues({ ...VALID, topic: 'newsletter' as ContactTopic })).toEqual([
      { field: 'topic', message: 'Choose what your message is about' },
    ]);
  });

  it('needs a name', () => {
    expect(contactSubmissionIssues({ ...VALID, name: '  ' })).toEqual([
      { field: 'name', message: 'Please enter your name' },
    ]);
  });

  it('needs a valid email address', () => {
    for (const email of [
      '',
      'maria',
      'maria@example',
      'maria@example.c',
      'maria lopez@example.com',
      'maria@@example.com',
    ])
      expect(contactSubmissionIssues({ ...VALID, email })).toEqual([
        { field: 'email', message: 'Please enter a valid email address' },
      ]);
    expect(contactSubmissionIssues({ ...VALID, email: ' Maria@Example.COM ' })).toEqual([]);
  });

  it('takes an optional phone number, but only a plausible one', () => {
    for (const phone of [null, '', '  ', '+1 239.555.0142', '2395550142'])
      expect(contactSubmissionIssues({ ...VALID, phone })).toEqual([]);
    for (const phone of ['555-01', 'call me', '239-555-0142 ext 5'])
      expect(contactSubmissionIssues({ ...VALID, phone })).toEqual([
        { field: 'phone', message: 'Please enter a valid phone number' },
      ]);
  });

  it('needs a message', () => {
    expect(contactSubmissionIssues({ ...VALID, message: '\n' })).toEqual([
      { field: 'message', message: 'Please write a message' },
    ]);
  });

  it('needs consent to be contacted', () => {
    expect(contactSubmissionIssues({ ...VALID, consent: false })).toEqual([
      { field: 'consent', message: 'Please agree to be contacted about your request' },
    ]);
  });

  it('needs the listing for a listing inquiry or a showing request, not for other topics', () => {
    for (const topic of ['listing-inquiry', 'showing-request'] as const)
      for (const listingId of [null, '', '   '])
        expect(contactSubmissionIssues({ ...VALID, topic, listingId })).toEqual([
          { field: 'listingId', message: 'The listing is missing' },
        ]);
    for (const topic of ['buying', 'selling', 'general'] as const)
      expect(contactSubmissionIssues({ ...VALID, topic, listingId: null })).toEqual([]);
  });

  it('refuses each text longer than its limit, and accepts it at the limit', () => {
    for (const [field, limit] of Object.entries(CONTACT_LIMITS) as [keyof typeof CONTACT_LIMITS, number][]) {
      const atLimit =
        field === 'email'
          ? `${'m'.repeat(limit - 12)}@example.com`
          : field === 'phone'
            ? '1'.repeat(limit)
            : 'a'.repeat(limit);
      const overLimit = field === 'email' ? `m${atLimit}` : `${atLimit}1`;
      expect(contactSubmissionIssues({ ...VALID, [field]: atLimit })).toEqual([]);
      expect(contactSubmissionIssues({ ...VALID, [field]: overLimit })).toContainEqual({
        field,
        message: `must be at most ${limit} characters`,
      });
    }
  });

  it('reports every problem at once', () => {
    const issues = contactSubmissionIssues({
      ...VALID,
      name: '',
      email: 'x',
      message: '',
      consent: false,
      listingId: null,
    });
    expect(issues.map((issue) => issue.field)).toEqual(['name', 'email', 'message', 'consent', 'listingId']);
  });

  it('finds nothing wrong with any well-filled form, before or after normalizing it', () => {
    fc.assert(
      fc.property(validSubmissionArbitrary, (submission) => {
        expect(contactSubmissionIssues(submission)).toEqual([]);
        expect(contactSubmissionIssues(normalizeContactSubmission(submission))).toEqual([]);
      }),
    );
  });

  it('names only fields of the submission, each problem once', () => {
    fc.assert(
      fc.property(anySubmissionArbitrary, (submission) => {
        const fields = fieldsOf(submission);
        expect(fields.every((field) => field in VALID)).toBe(true);
        expect(fields.filter((field) => field === 'consent')).toHaveLength(submission.consent ? 0 : 1);
      }),
    );
  });

  it('finds no problem in a normalized submission that the form did not show on the raw one, apart from lengths', () => {
    fc.assert(
      fc.property(anySubmissionArbitrary, (submission) => {
        const before = new Set(fieldsOf(submission));
        const after = fieldsOf(normalizeContactSubmission(submission)).filter(
          (field) => !(field in CONTACT_LIMITS) || before.has(field),
        );
        expect(after.filter((field) => !before.has(field))).toEqual([]);
      }),
    );
  });
});

describe(normalizeContactSubmission, () => {
  it('trims every text, lower-cases the email and turns blank optional fields into null', () => {
    expect(
      normalizeContactSubmission({
        ...VALID,
        name: '  Maria Lopez ',
        email: ' Maria.Lopez@Example.COM ',
        phone: '   ',
        message: ' Hi \n',
        listingId: ' 224012345 ',
        preferredTime: '',
      }),
    ).toEqual({ ...VALID, message: 'Hi', phone: null, preferredTime: null, attribution: null });
  });

  it('keeps topic, consent and source path as sent', () => {
    fc.assert(
      fc.property(anySubmissionArbitrary, (submission) => {
        const normalized = normalizeContactSubmission(submission);
        expect([normalized.topic, normalized.consent, normalized.sourcePath]).toEqual([
          submission.topic,
          submission.consent,
          submission.sourcePath,
        ]);
      }),
    );
  });

  it('leaves no text with outer spaces and no blank optional field', () => {
    fc.assert(
      fc.property(anySubmissionArbitrary, (submission) => {
        const normalized = normalizeContactSubmission(submission);
        for (const text of [normalized.name, normalized.email, normalized.message]) expect(text).toBe(text.trim());
        for (const text of [normalized.phone, normalized.listingId, normalized.preferredTime])
          expect(text === null || (text !== '' && text === text.trim())).toBe(true);
        expect(normalized.email).toBe(normalized.email.toLowerCase());
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anySubmissionArbitrary, (submission) => {
        const once = normalizeContactSubmission(submission);
        expect(normalizeContactSubmission(once)).toEqual(once);
      }),
    );
  });
});

describe(createReceiveContactSubmission, () => {
  const clock = () => new FixedClock(Date.parse('2026-03-04T17:00:00.000Z'));

  it('stores the normalized submission as new, stamped with the time, and answers it', async () => {
    const inbox = new InMemoryContactInbox(clock());
    const received = await createReceiveContactSubmission(inbox)({
      ...VALID,
      name: ' Maria Lopez ',
      email: 'Maria.Lopez@Example.com',
      preferredTime: ' ',
    });
    expect(received).toEqual({
      ...VALID,
      preferredTime: null,
      attribution: null,
      channel: 'unknown',
      id: expect.any(String),
      status: 'new',
      createdAt: '2026-03-04T17:00:00.000Z',
      updatedAt: '2026-03-04T17:00:00.000Z',
      assignedAgentId: null,
      followUpOn: null,
    });
    expect(inbox.all()).toEqual([received]);
  });

  it('refuses an invalid submission with every issue, and stores nothing', async () => {
    const inbox = new InMemoryContactInbox(clock());
    const receive = createReceiveContactSubmission(inbox);
    const error = await receive({ ...VALID, email: 'maria', consent: false, listingId: '  ' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((issue) => issue.field)).toEqual(['email', 'consent', 'listingId']);
    expect(inbox.all()).toEqual([]);
  });

  it('checks the lengths of the trimmed texts, so spaces around a full-length name do not count', async () => {
    const name = 'N'.repeat(CONTACT_LIMITS.name);
    const received = await createReceiveContactSubmission(new InMemoryContactInbox(clock()))({
      ...VALID,
      name: `  ${name}  `,
    });
    expect(received.name).toBe(name);
  });

  it('rethrows an inbox failure', async () => {
    const inbox = new InMemoryContactInbox(clock());
    inbox.failNextWith(new Error('Failed to send your message'));
    await expect(createReceiveContactSubmission(inbox)(VALID)).rejects.toThrow('Failed to send your message');
  });

  it('stores exactly the normalized form of every valid submission', async () => {
    await fc.assert(
      fc.asyncProperty(validSubmissionArbitrary, async (submission) => {
        const inbox = new InMemoryContactInbox(clock());
        const received = await createReceiveContactSubmission(inbox)(submission);
        const { id, status, createdAt, updatedAt, channel, assignedAgentId, followUpOn, ...stored } = received;
        expect([assignedAgentId, followUpOn]).toEqual([null, null]);
        expect(stored).toEqual(normalizeContactSubmission(submission));
        expect(channel).toBe(leadChannel(stored.attribution));
        expect([typeof id, status, createdAt, updatedAt]).toEqual([
          'string',
          'new',
          '2026-03-04T17:00:00.000Z',
          '2026-03-04T17:00:00.000Z',
        ]);
        expect(inbox.all()).toEqual([received]);
      }),
    );
  });

  it('stores nothing for any submission with an issue', async () => {
    await fc.assert(
      fc.asyncProperty(anySubmissionArbitrary, async (submission) => {
        fc.pre(contactSubmissionIssues(normalizeContactSubmission(submission)).length > 0);
        const inbox = new InMemoryContactInbox(clock());
        await expect(createReceiveContactSubmission(inbox)(submission)).rejects.toBeInstanceOf(ValidationError);
        expect(inbox.all()).toEqual([]);
      }),
    );
  });
});
