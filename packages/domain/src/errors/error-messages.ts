/**
 * The error catalogue of the spec (section 8) as named constants.
 * Every adapter, store and screen takes its wording from here.
 */
export const ERROR_MESSAGES = {
  footerFetchFailed: 'Failed to fetch footer links',
  propertiesFetchFailed: 'Failed to fetch properties',
  propertiesFetchError: 'Error fetching properties',
  propertyFetchFailed: 'Error fetching property',
  listingHistoryFetchFailed: 'The price history could not be loaded right now.',
  footerLinkCreateFailed: 'Failed to create footer link',
  footerLinkUpdateFailed: 'Failed to update footer link',
  footerLinkDeleteFailed: 'Failed to delete footer link',
  authSessionMissing: 'Auth session missing!',
  authCredentialsRequired: 'You must provide either an email or phone number and a password',
} as const;

/** The Page Not Found message as the screen and the server log word it. */
export function pageNotFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** The Page Not Found message as the JSON API words it. */
export function apiPageNotFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}

/**
 * The message to store for a failure: the error's own message when it has one,
 * otherwise the catalogue's fallback.
 */
export function errorMessageOr(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}
