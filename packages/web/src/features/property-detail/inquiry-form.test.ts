import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contactSubmissionIssues } from '@app/domain';
import { firstInvalidField } from '../contact-form/contact-form-errors.ts';
import {
  INQUIRY_FIELD_ORDER,
  initialInquiryValues,
  inquiryErrors,
  inquiryMessage,
  rsvpValues,
  type InquiryValues,
} from './inquiry-form.ts';

const context = {
  listingId: '224051234',
  address: '1200 Gulf Shore Blvd N Unit 402',
  sourcePath: '/properties/224051234',
};
const valid: InquiryValues = {
  ...initialInquiryValues(context.address),
  name: 'Dana Whitfield',
  email: 'Dana@Example.com ',
  phone: '(239) 555-0142',
  consent: true,
};

describe(initialInquiryValues, () => {
  it('prefills the message with the address and asks for information', () => {
    expect(initialInquiryValues('12 Palm Ct')).toMatchObject({
      topic: 'listing-inquiry',
      message: "I'm interested in 12 Palm Ct",
      consent: false,
      website: '',
    });
  });
});

describe(inquiryMessage, () => {
  it('sends a normalized submission for the listing, with the honeypot as typed', () => {
    expect(inquiryMessage({ ...valid, preferredTime: 'Saturday morning' }, context)).toEqual({
      topic: 'listing-inquiry',
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '(239) 555-0142',
      message: "I'm interested in 1200 Gulf Shore Blvd N Unit 402",
      listingId: '224051234',
      preferredTime: null,
      consent: true,
      sourcePath: '/properties/224051234',
      attribution: null,
      website: '',
    });
  });

  it('keeps the preferred time of a showing request', () => {
    expect(
      inquiryMessage({ ...valid, topic: 'showing-request', preferredTime: ' Saturday morning ' }, context),
    ).toMatchObject({
      topic: 'showing-request',
      preferredTime: 'Saturday morning',
    });
  });
});

describe(inquiryErrors, () => {
  it('finds nothing wrong with a complete form', () => {
    expect(inquiryErrors(valid, context)).toEqual({});
  });

  it('names each missing or malformed field with the domain’s words', () => {
    const errors = inquiryErrors(
      { ...valid, name: ' ', email: 'dana@', phone: 'call me', message: '', consent: false },
      context,
    );
    expect(errors).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      message: 'Please write a message',
      consent: 'Please agree to be contacted about your request',
    });
    expect(firstInvalidField(errors, INQUIRY_FIELD_ORDER)).toBe('name');
  });

  it('agrees with the domain rule on whether a form may be sent', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string(),
          email: fc.oneof(fc.emailAddress(), fc.string()),
          phone: fc.string(),
          message: fc.string(),
          consent: fc.boolean(),
        }),
        (typed) => {
          const values = { ...valid, ...typed };
          const { website: _honeypot, ...submission } = inquiryMessage(values, context);
          expect(Object.keys(inquiryErrors(values, context)).length === 0).toBe(
            contactSubmissionIssues(submission).length === 0,
          );
        },
      ),
    );
  });
});

describe(rsvpValues, () => {
  it('makes a showing request at the open house, with a message that says it is an RSVP', () => {
    const when = 'Saturday, November 28, 1:00 PM – 4:00 PM EST';
    expect(rsvpValues(when, '244 Spanish Way')).toEqual({
      topic: 'showing-request',
      preferredTime: `Open house: ${when}`,
      message: `RSVP: I plan to come to the open house at 244 Spanish Way on ${when}.`,
    });
  });

  it('passes the contact rules once a name, an e-mail and consent are given', () => {
    const context = { listingId: '226000084', address: '244 Spanish Way', sourcePath: '/properties/226000084' };
    const values = {
      ...initialInquiryValues(context.address),
      ...rsvpValues('Saturday, November 28, 1:00 PM – 4:00 PM EST', context.address),
      name: 'Rosa Delgado',
      email: 'rosa.delgado@example.com',
      consent: true,
    };
    expect(inquiryErrors(values, context)).toEqual({});
  });
});
