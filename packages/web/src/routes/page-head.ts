/** The brokerage name every page title ends with. */
export const SITE_NAME = 'Palmetto Realty Group';

/** `{page} | Palmetto Realty Group`, or the site name alone for the home page. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Southwest Florida's Premier Real Estate Team`;
}

/** The head tags of a page: its title and, when given, its description. */
export function pageHead(title?: string, description?: string) {
  return {
    meta: [{ title: pageTitle(title) }, ...(description ? [{ name: 'description', content: description }] : [])],
  };
}
