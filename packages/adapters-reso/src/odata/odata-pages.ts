import { DataUnavailableError } from '@app/domain';
import type { JsonReader } from '../http/trestle-http-client.ts';
import { odataPageSchema, type ODataPage } from '../schema/odata-page.schema.ts';

/**
 * Reads an OData collection page by page from `firstUrl`: follows `@odata.nextLink` (resolved
 * against the page's URL); when a server sends none but the page is full (`top` records), asks for
 * the next page with `$skip` itself. A page that is not an OData collection fails with its problems.
 */
export async function readAllPages(
  reader: JsonReader,
  firstUrl: string,
  top: number,
  onPage: (records: readonly unknown[]) => Promise<void>,
): Promise<void> {
  for (let url: string | null = firstUrl; url !== null;) {
    const page = parsePage(await reader.getJson(url), url);
    await onPage(page.value);
    const next = nextPageUrl(url, page, top);
    if (next === url)
      throw new DataUnavailableError(`Trestle's next page link points back to the same page: ${new URL(url).pathname}`);
    url = next;
  }
}

function parsePage(payload: unknown, url: string): ODataPage {
  const parsed = odataPageSchema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || '(page)'}: ${issue.message}`)
    .join('; ');
  throw new DataUnavailableError(
    `Trestle answered ${new URL(url).pathname} with a page that is not an OData collection (${problems})`,
  );
}

function nextPageUrl(url: string, page: ODataPage, top: number): string | null {
  const link = page['@odata.nextLink'];
  if (link !== undefined) return new URL(link, url).href;
  return page.value.length < top ? null : withSkip(url, currentSkip(url) + top);
}

const SKIP_OPTION = /^(?:\$|%24)skip=/i;

function currentSkip(url: string): number {
  const option = queryOptions(url).find((part) => SKIP_OPTION.test(part));
  return option === undefined ? 0 : Number(option.replace(SKIP_OPTION, '')) || 0;
}

/** The URL with its `$skip` replaced, every other option kept byte for byte. */
function withSkip(url: string, skip: number): string {
  const options = queryOptions(url).filter((part) => !SKIP_OPTION.test(part));
  return `${url.split('?')[0]}?${[...options, `$skip=${skip}`].join('&')}`;
}

function queryOptions(url: string): string[] {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return query.split('&').filter((part) => part !== '');
}
