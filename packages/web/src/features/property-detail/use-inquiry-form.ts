import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useServices } from '../../app/services-context.tsx';
import {
  firstInvalidField,
  initialInquiryValues,
  inquiryErrors,
  inquiryMessage,
  sendErrors,
  type InquiryContext,
  type InquiryErrors,
  type InquiryValues,
} from './inquiry-form.ts';

/** Where the request form is: being filled in, on its way, or stored (with the name it was sent by). */
export type InquiryStatus = { readonly state: 'editing' | 'sending' } | { readonly state: 'sent'; readonly name: string };

/** The id of a form field's input (or of the form's message, or its confirmation), for labels and focus. */
export function inquiryFieldId(field: string): string {
  return `inquiry-${field}`;
}

function focusField(field: string): void {
  document.getElementById(inquiryFieldId(field))?.focus();
}

/**
 * The request-info form's state: the domain's rules check it in the browser before sending; the
 * server's answer is shown next to the fields (or for the form) and the typed text is kept.
 * After a first attempt, messages follow the visitor's corrections as they type.
 */
export function useInquiryForm(context: InquiryContext) {
  const services = useServices();
  const [values, setValues] = useState<InquiryValues>(() => initialInquiryValues(context.address));
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<InquiryStatus>({ state: 'editing' });

  function change<K extends keyof InquiryValues>(field: K, value: InquiryValues[K]): void {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors((current) => ({ ...inquiryErrors(next, context), ...(current.form ? { form: current.form } : {}) }));
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (status.state === 'sending') return;
    setAttempted(true);
    const found = inquiryErrors(values, context);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first !== null) return focusField(first);
    if (found.form !== undefined) return;
    setStatus({ state: 'sending' });
    try {
      await services.contact.send(inquiryMessage(values, context));
      flushSync(() => setStatus({ state: 'sent', name: values.name.trim() }));
      focusField('sent');
    } catch (error) {
      const failed = sendErrors(error);
      flushSync(() => {
        setErrors(failed);
        setStatus({ state: 'editing' });
      });
      focusField(firstInvalidField(failed) ?? 'form');
    }
  }

  function startOver(): void {
    setValues((current) => ({ ...initialInquiryValues(context.address, current.topic), name: current.name, email: current.email, phone: current.phone }));
    setErrors({});
    setAttempted(false);
    setStatus({ state: 'editing' });
  }

  return { values, errors, status, change, submit, startOver };
}

export type InquiryForm = ReturnType<typeof useInquiryForm>;
