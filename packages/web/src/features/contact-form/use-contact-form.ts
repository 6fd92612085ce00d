import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useServices } from '../../app/services-context.tsx';
import { sendProductEvent } from '../analytics/browser-analytics.ts';
import { landingAttribution } from '../analytics/landing-attribution.ts';
import { leadFormName } from '../analytics/lead-form.ts';
import type { ContactMessage } from '../../services/web-services.ts';
import { firstInvalidField, sendErrors, type FormErrors } from './contact-form-errors.ts';

/** Where a contact form is: being filled in, on its way, or stored (with the name it was sent by). */
export type ContactFormStatus =
  { readonly state: 'editing' | 'sending' } | { readonly state: 'sent'; readonly name: string };

/** What makes one contact form: its fields, its rules and the message it sends. */
export interface ContactFormSpec<V extends { readonly name: string }, F extends string> {
  /** Prefix of the inputs' ids (`{idPrefix}-{field}`), unique on the page. */
  readonly idPrefix: string;
  /** The fields the form shows, in the order they appear (focus goes to the first with a problem). */
  readonly fields: readonly F[];
  readonly initialValues: () => V;
  /** The domain's rules applied to the values: the first message of each field. */
  readonly errorsOf: (values: V) => FormErrors<F>;
  readonly messageOf: (values: V) => ContactMessage;
  /** The values of a new form after a message was sent (to keep who the visitor is). */
  readonly restart: (sent: V) => V;
}

/**
 * A contact form's state: the domain's rules check it in the browser before sending; the
 * server's answer is shown next to the fields (or for the form), the typed text is always kept,
 * and the confirmation shows only once the server has stored the message. After a first
 * attempt, messages follow the visitor's corrections as they type.
 */
export function useContactForm<V extends { readonly name: string }, F extends string>(spec: ContactFormSpec<V, F>) {
  const services = useServices();
  const [values, setValues] = useState<V>(spec.initialValues);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<ContactFormStatus>({ state: 'editing' });
  const fieldId = (field: F | 'form' | 'sent') => `${spec.idPrefix}-${field}`;
  const focus = (field: F | 'form' | 'sent') => document.getElementById(fieldId(field))?.focus();

  function change<K extends keyof V>(field: K, value: V[K]): void {
    const fields: Partial<V> = {};
    fields[field] = value;
    patch(fields);
  }

  /** Several fields at once (a change of one at a time would each start from the same values). */
  function patch(fields: Partial<V>): void {
    const next = { ...values, ...fields };
    setValues(next);
    if (attempted)
      setErrors((current) => ({ ...spec.errorsOf(next), ...(current.form ? { form: current.form } : {}) }));
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (status.state === 'sending') return;
    const found = spec.errorsOf(values);
    flushSync(() => {
      setAttempted(true);
      setErrors(found);
    });
    const first = firstInvalidField(found, spec.fields);
    if (first !== null || found.form !== undefined) return focus(first ?? 'form');
    setStatus({ state: 'sending' });
    try {
      const message = spec.messageOf(values);
      await services.receiveContactSubmission({ ...message, attribution: landingAttribution() });
      sendProductEvent('generate_lead', { form_name: leadFormName(spec.idPrefix, message.topic) });
      flushSync(() => setStatus({ state: 'sent', name: values.name.trim() }));
      focus('sent');
    } catch (error) {
      const failed = sendErrors(error, spec.fields);
      flushSync(() => {
        setErrors(failed);
        setStatus({ state: 'editing' });
      });
      focus(firstInvalidField(failed, spec.fields) ?? 'form');
    }
  }

  function startOver(): void {
    setValues(spec.restart(values));
    setErrors({});
    setAttempted(false);
    setStatus({ state: 'editing' });
  }

  return { values, errors, status, fieldId, change, patch, submit, startOver };
}

/** A contact form's state and actions (see useContactForm). */
export type ContactForm<V extends { readonly name: string }, F extends string> = ReturnType<
  typeof useContactForm<V, F>
>;
