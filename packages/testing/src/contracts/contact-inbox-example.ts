import type { ContactStatus, NewContactSubmission } from '@app/domain';

/** A valid submission (a showing request for a listing); a status to move it to may come along. */
export function exampleContactSubmission(
  overrides: Partial<NewContactSubmission> & { readonly status?: ContactStatus } = {},
): NewContactSubmission & { readonly status?: ContactStatus } {
  return {
    topic: 'showing-request',
    name: 'Dana Whitaker',
    email: 'dana@example.com',
    phone: '(239) 555-0199',
    message: 'Could we see it Saturday morning?',
    listingId: '226000001',
    preferredTime: 'Saturday 10-12',
    consent: true,
    sourcePath: '/properties/226000001',
    ...overrides,
  };
}
