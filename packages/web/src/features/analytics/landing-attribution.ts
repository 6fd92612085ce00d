import { attributionOfVisit, type LeadAttribution } from '@app/domain';

/** The attribution of this visit's first page, read once when the page's code starts; null on the server. */
let landing: LeadAttribution | null = null;

/** The host of a referrer when it is a web page (not an app, not blank), else null. */
function referrerHostOf(referrer: string): string | null {
  try {
    const url = new URL(referrer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.hostname : null;
  } catch {
    return null;
  }
}

/**
 * Remembers how the visitor arrived: the first page's campaign tags and ad click id, and the site that linked to it.
 * Kept in this page's memory only (no cookie, no storage), for the visit's client-side navigations, and sent only
 * with a form the visitor sends (ADR 0024).
 */
export function rememberLanding(location: Pick<Location, 'href'>, referrer: string): void {
  const url = new URL(location.href);
  landing = attributionOfVisit({
    host: url.hostname,
    path: url.pathname,
    param: (name) => url.searchParams.get(name),
    referrerHost: referrerHostOf(referrer),
  });
}

/** How this visit arrived, for a lead sent now; null before rememberLanding (the server, tests). */
export function landingAttribution(): LeadAttribution | null {
  return landing;
}
