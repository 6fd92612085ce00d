import {
  contactSubmissionIssues,
  normalizeContactSubmission,
  type HomeValue,
  type NewContactSubmission,
} from '@app/domain';
import type { ContactMessage } from '../../services/web-services.ts';
import { errorsByField, type FormErrors } from '../contact-form/contact-form-errors.ts';
import { formatDollars } from '../../format/money.ts';
import { REFUSAL_TEXT, roundedPrice } from './home-value-words.ts';

/** The pricing review form's fields in the order they appear. */
export const PRICING_REVIEW_FIELDS = ['name', 'email', 'phone', 'address', 'note', 'consent'] as const;
export type PricingReviewField = (typeof PRICING_REVIEW_FIELDS)[number];

export interface PricingReviewValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
  readonly note: string;
  readonly consent: boolean;
  readonly website: string;
}

/** The path pricing reviews are sent from. */
export const SELL_PATH = '/sell';

/** What the estimate on the page said, in one line for the agent (or why there was none). */
export function estimateLine(answer: HomeValue | null): string {
  if (answer === null) return 'Estimate shown: none (no home valued yet).';
  const { valuation } = answer;
  if (valuation.kind === 'refused') return `Estimate shown: none. ${REFUSAL_TEXT[valuation.reason]}`;
  const range = `${formatDollars(roundedPrice(valuation.low))} – ${formatDollars(roundedPrice(valuation.high))}`;
  return `Estimate shown: ${formatDollars(roundedPrice(valuation.point))} (range ${range}) from ${valuation.comparables.length} comparable sales, data as of ${answer.asOf}.`;
}

/** The contact submission of a pricing review: topic Selling, the address and the estimate in the message. */
export function pricingReviewSubmission(values: PricingReviewValues, answer: HomeValue | null): NewContactSubmission {
  const address = values.address.trim();
  const message = [`Pricing review requested for ${address}.`, estimateLine(answer), values.note.trim()]
    .filter((part) => part !== '')
    .join('\n');
  return normalizeContactSubmission({
    topic: 'selling',
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: address === '' ? '' : message,
    listingId: answer?.home.listingId ?? null,
    preferredTime: null,
    consent: values.consent,
    sourcePath: SELL_PATH,
  });
}

/** The domain's contact rules plus the address this form needs, the first message of each field. */
export function pricingReviewErrors(
  values: PricingReviewValues,
  answer: HomeValue | null,
): FormErrors<PricingReviewField> {
  const issues = contactSubmissionIssues(pricingReviewSubmission(values, answer)).filter(
    (issue) => issue.field !== 'message',
  );
  const address =
    values.address.trim() === '' ? [{ field: 'address', message: 'Please enter the home’s address' }] : [];
  return errorsByField([...issues, ...address], PRICING_REVIEW_FIELDS);
}

/** The message sent: the submission and the honeypot as typed. */
export function pricingReviewMessage(values: PricingReviewValues, answer: HomeValue | null): ContactMessage {
  return { ...pricingReviewSubmission(values, answer), website: values.website };
}
