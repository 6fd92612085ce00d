import {
  contactSubmissionIssues,
  normalizeContactSubmission,
  type ContactTopic,
  type NewContactSubmission,
} from '@app/domain';
import type { ContactMessage } from '../../services/web-services.ts';
import { errorsByField, type FormErrors } from '../contact-form/contact-form-errors.ts';

/** The two things a visitor can ask about a listing. */
export type InquiryTopic = Extract<ContactTopic, 'listing-inquiry' | 'showing-request'>;

/** What the request-info form holds. `website` is the honeypot people never see. */
export interface InquiryValues {
  readonly topic: InquiryTopic;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
  readonly preferredTime: string;
  readonly consent: boolean;
  readonly website: string;
}

/** Fields in the order they appear, for moving focus to the first one with a problem. */
export const INQUIRY_FIELD_ORDER = ['name', 'email', 'phone', 'preferredTime', 'message', 'consent'] as const;
export type InquiryField = (typeof INQUIRY_FIELD_ORDER)[number];

/** A message per field the visitor can fix, plus `form` for a failure that is no field's. */
export type InquiryErrors = FormErrors<InquiryField>;

/** The listing the form is about and the page it is on. */
export interface InquiryContext {
  readonly listingId: string;
  readonly address: string;
  readonly sourcePath: string;
}

/** An empty form whose message already names the home. */
export function initialInquiryValues(address: string, topic: InquiryTopic = 'listing-inquiry'): InquiryValues {
  return {
    topic,
    name: '',
    email: '',
    phone: '',
    message: `I'm interested in ${address}`,
    preferredTime: '',
    consent: false,
    website: '',
  };
}

/** What an open house's RSVP puts in the form: a showing request at the open house, in words the agent reads. */
export function rsvpValues(when: string, address: string): Pick<InquiryValues, 'topic' | 'preferredTime' | 'message'> {
  return {
    topic: 'showing-request',
    preferredTime: `Open house: ${when}`,
    message: `RSVP: I plan to come to the open house at ${address} on ${when}.`,
  };
}

/** The submission the form sends: blanks become null, the preferred time only for a showing. */
function inquirySubmission(values: InquiryValues, context: InquiryContext): NewContactSubmission {
  return normalizeContactSubmission({
    topic: values.topic,
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
    listingId: context.listingId,
    preferredTime: values.topic === 'showing-request' ? values.preferredTime : null,
    consent: values.consent,
    sourcePath: context.sourcePath,
  });
}

/** The message sent to the server: the submission and the honeypot as typed. */
export function inquiryMessage(values: InquiryValues, context: InquiryContext): ContactMessage {
  return { ...inquirySubmission(values, context), website: values.website };
}

/** The domain's contact rules applied in the browser: the first message for each field. */
export function inquiryErrors(values: InquiryValues, context: InquiryContext): InquiryErrors {
  return errorsByField(contactSubmissionIssues(inquirySubmission(values, context)), INQUIRY_FIELD_ORDER);
}
