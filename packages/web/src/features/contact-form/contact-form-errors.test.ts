import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ValidationError } from '@app/domain';
import { HttpError } from '../../services/http/app-fetch.ts';
import { SEND_FAILED, errorsByField, firstInvalidField, sendErrors } from './contact-form-errors.ts';

const FIELDS = ['name', 'email', 'message'] as const;

describe(errorsByField, () => {
  it('keeps the first message of each shown field and gives the others to the form', () => {
    const errors = errorsByField(
      [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'email', message: 'must be at most 254 characters' },
        { field: 'listingId', message: 'The listing is missing' },
      ],
      FIELDS,
    );
    expect(errors).toEqual({ email: 'Please enter a valid email address', form: 'The listing is missing' });
  });

  it('answers a message for exactly the fields that have an issue (or the form)', () => {
    const issue = fc.record({
      field: fc.constantFrom('name', 'email', 'message', 'topic', 'sourcePath'),
      message: fc.string({ minLength: 1 }),
    });
    fc.assert(
      fc.property(fc.array(issue), (issues) => {
        const errors = errorsByField(issues, FIELDS);
        const expected = new Set(
          issues.map((item) => ((FIELDS as readonly string[]).includes(item.field) ? item.field : 'form')),
        );
        expect(new Set(Object.keys(errors))).toEqual(expected);
      }),
    );
  });
});

describe(sendErrors, () => {
  it("puts the server's field messages next to their fields", () => {
    const error = new ValidationError([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'listingId', message: 'The listing is missing' },
    ]);
    expect(sendErrors(error, FIELDS)).toEqual({
      email: 'Please enter a valid email address',
      form: 'The listing is missing',
    });
  });

  it("shows the server's message, or a fallback when no answer came", () => {
    expect(sendErrors(new HttpError(429, 'Too many messages'), FIELDS)).toEqual({ form: 'Too many messages' });
    expect(sendErrors(new TypeError(''), FIELDS)).toEqual({ form: SEND_FAILED });
    expect(sendErrors(new TypeError('Failed to fetch'), FIELDS)).toEqual({ form: SEND_FAILED });
  });
});

describe(firstInvalidField, () => {
  it('follows the order of the fields on the page, not of the messages', () => {
    expect(
      firstInvalidField({ message: 'Please write a message', email: 'Please enter a valid email address' }, FIELDS),
    ).toBe('email');
    expect(firstInvalidField({ form: 'Too many messages' }, FIELDS)).toBeNull();
  });
});
