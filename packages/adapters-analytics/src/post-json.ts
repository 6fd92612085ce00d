/** What an analytics endpoint answered when it refused a request. */
export class DestinationRefusedError extends Error {
  constructor(
    readonly destination: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${destination} refused the events (HTTP ${String(status)}): ${detail}`);
    this.name = 'DestinationRefusedError';
  }
}

/** A request that takes longer than this is given up (the visitor's request never waits for it). */
const TIMEOUT_MS = 5_000;

/** POSTs a JSON body and answers the parsed JSON answer (null for an empty one); a non-2xx answer throws. */
export async function postJson(
  fetchImpl: typeof fetch,
  destination: string,
  url: string,
  body: unknown,
): Promise<unknown> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new DestinationRefusedError(destination, response.status, text.slice(0, 300));
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The items in groups of at most `size`, in order. */
export function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
