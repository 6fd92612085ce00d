import {
  contactSubmissionIssues,
  normalizeContactSubmission,
  type ContactTopic,
  type NewContactSubmission,
} from '@app/domain';
import type { ContactMessage } from '../../services/web-services.ts';
import { errorsByField, type FormErrors } from '../contact-form/contact-form-errors.ts';

/** What a visitor can write about from the contact page (listing questions are asked on the listing). */
export const CONTACT_PAGE_TOPICS = [
  { value: 'buying', label: 'Buying a home' },
  { value: 'selling', label: 'Selling a home' },
  { value: 'general', label: 'Something else' },
] as const satisfies readonly { value: ContactTopic; label: string }[];

export type ContactPageTopic = (typeof CONTACT_PAGE_TOPICS)[number]['value'];

/** The contact page's fields in the order they appear (focus goes to the first with a problem). */
export const CONTACT_PAGE_FIELDS = ['name', 'email', 'phone', 'topic', 'message', 'consent'] as const;
export type ContactPageField = (typeof CONTACT_PAGE_FIELDS)[number];

/** What the contact form holds: the topic is blank until chosen; `website` is the honeypot people never see. */
export interface ContactPageValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly topic: ContactPageTopic | '';
  readonly message: string;
  readonly consent: boolean;
  readonly website: string;
}

/** The path the contact page's messages are sent from. */
const CONTACT_PAGE_PATH = '/contact-us';

/** An empty form. */
export function initialContactValues(): ContactPageValues {
  return { name: '', email: '', phone: '', topic: '', message: '', consent: false, website: '' };
}

/** The submission the form sends: trimmed, blanks null, no listing (a blank topic stays blank for the rules to name).
 * */
function contactPageSubmission(values: ContactPageValues): NewContactSubmission {
  return normalizeContactSubmission({
    topic: values.topic as ContactTopic,
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
    listingId: null,
    preferredTime: null,
    consent: values.consent,
    sourcePath: CONTACT_PAGE_PATH,
  });
}

/** The message sent to the server: the submission and the honeypot as typed. */
export function contactPageMessage(values: ContactPageValues): ContactMessage {
  return { ...contactPageSubmission(values), website: values.website };
}

/** The domain's contact rules applied in the browser: the first message for each field. */
export function contactPageErrors(values: ContactPageValues): FormErrors<ContactPageField> {
  return errorsByField(contactSubmissionIssues(contactPageSubmission(values)), CONTACT_PAGE_FIELDS);
}
