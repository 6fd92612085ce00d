import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contactSubmissionIssues } from '@app/domain';
import {
  CONTACT_PAGE_FIELDS,
  CONTACT_PAGE_TOPICS,
  contactPageErrors,
  contactPageMessage,
  initialContactValues,
  type ContactPageValues,
} from './contact-page-form.ts';

const valid: ContactPageValues = {
  name: ' Dana Whitfield ',
  email: 'Dana@Example.com',
  phone: '',
  topic: 'selling',
  message: 'We are thinking of selling our home in Pelican Bay next spring.',
  consent: true,
  website: '',
};

describe(contactPageMessage, () => {
  it('sends a normalized general message from the contact page, with the honeypot as typed', () => {
    expect(contactPageMessage(valid)).toEqual({
      topic: 'selling',
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: null,
      message: 'We are thinking of selling our home in Pelican Bay next spring.',
      listingId: null,
      preferredTime: null,
      consent: true,
      sourcePath: '/contact-us',
      attribution: null,
      website: '',
    });
  });
});

describe(contactPageErrors, () => {
  it('finds nothing wrong with a complete form', () => {
    expect(contactPageErrors(valid)).toEqual({});
  });

  it('names every field of an empty form with the domain’s words', () => {
    expect(contactPageErrors({ ...initialContactValues(), phone: 'call me' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      topic: 'Choose what your message is about',
      message: 'Please write a message',
      consent: 'Please agree to be contacted about your request',
    });
  });

  it('never gives a message to the form itself, only to fields the visitor can fix', () => {
    const typed = fc.record({
      name: fc.string(),
      email: fc.oneof(fc.emailAddress(), fc.string()),
      phone: fc.string(),
      topic: fc.constantFrom('', ...CONTACT_PAGE_TOPICS.map((topic) => topic.value)),
      message: fc.string({ maxLength: 6000 }),
      consent: fc.boolean(),
    });
    fc.assert(
      fc.property(typed, (values) => {
        const errors = contactPageErrors({ ...values, website: '' });
        expect(Object.keys(errors).every((field) => (CONTACT_PAGE_FIELDS as readonly string[]).includes(field))).toBe(
          true,
        );
        const { website: _honeypot, ...submission } = contactPageMessage({ ...values, website: '' });
        expect(Object.keys(errors).length === 0).toBe(contactSubmissionIssues(submission).length === 0);
      }),
    );
  });
});
