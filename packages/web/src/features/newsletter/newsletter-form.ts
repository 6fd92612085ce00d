import { newsletterSignUpIssues, type NewsletterSignUp } from '@app/domain';
import { errorsByField, type FormErrors } from '../contact-form/contact-form-errors.ts';

/** The sign-up form's fields, in the order they appear (focus goes to the first with a problem). */
export const NEWSLETTER_FIELDS = ['email', 'cities', 'consent'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];

/** The domain's rules applied in the browser, before sending: the first message of each field. */
export function newsletterErrors(values: NewsletterSignUp, cities: readonly string[]): FormErrors<NewsletterField> {
  return errorsByField(newsletterSignUpIssues(values, cities), NEWSLETTER_FIELDS);
}

/** What a refused sign-up shows: the server's field messages, or its message for the form. */
export async function answerErrors(response: Response): Promise<FormErrors<NewsletterField>> {
  const body = (await response.json().catch(() => ({}))) as { error?: unknown; issues?: unknown };
  if (Array.isArray(body.issues) && body.issues.length > 0)
    return errorsByField(body.issues as { field: string; message: string }[], NEWSLETTER_FIELDS);
  return { form: typeof body.error === 'string' ? body.error : 'Your sign-up could not be sent. Please try again.' };
}
