import { useContactForm } from '../contact-form/use-contact-form.ts';
import {
  INQUIRY_FIELD_ORDER,
  initialInquiryValues,
  inquiryErrors,
  inquiryMessage,
  rsvpValues,
  type InquiryContext,
} from './inquiry-form.ts';

/**
 * The request-info form's state (see useContactForm): the message names the home, and after a
 * request is sent a new one keeps the visitor's name, email, phone and choice of request.
 */
export function useInquiryForm(context: InquiryContext) {
  const form = useContactForm({
    idPrefix: 'inquiry',
    fields: INQUIRY_FIELD_ORDER,
    initialValues: () => initialInquiryValues(context.address),
    errorsOf: (values) => inquiryErrors(values, context),
    messageOf: (values) => inquiryMessage(values, context),
    restart: (sent) => ({
      ...initialInquiryValues(context.address, sent.topic),
      name: sent.name,
      email: sent.email,
      phone: sent.phone,
    }),
  });
  /** An open house's RSVP: a showing request for that open house, its time and a message saying so. */
  const rsvp = (when: string) => form.patch(rsvpValues(when, context.address));
  return { ...form, rsvp };
}

export type InquiryForm = ReturnType<typeof useInquiryForm>;
