import { readTypedHome, type HomeValueRequest, type TypedHomeText, type ValidationIssue } from '@app/domain';

/** The `/sell` address parameters: a known home (`listingId`, with the `address` it was picked by) or typed facts. */
export interface SellParams extends TypedHomeText {
  readonly listingId?: string;
  readonly address?: string;
}

const KEYS = [
  'listingId',
  'address',
  'livingArea',
  'bedrooms',
  'bathrooms',
  'yearBuilt',
  'city',
  'subdivision',
] as const;

/** The parameters the page understands, as trimmed text; blanks and anything else in the address are dropped. */
export function pickSellParams(raw: Record<string, unknown>): SellParams {
  const entries = KEYS.flatMap((key) => {
    const value = raw[key];
    const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, 200) : '';
    return text === '' ? [] : [[key, text] as const];
  });
  return Object.fromEntries(entries);
}

/** What to value: nothing yet (a plain `/sell`), the request, or the problems with the typed facts. */
export function sellRequest(
  params: SellParams,
): { kind: 'none' } | { kind: 'request'; request: HomeValueRequest } | { kind: 'invalid'; issues: ValidationIssue[] } {
  if (params.listingId !== undefined) return { kind: 'request', request: { listingId: params.listingId } };
  const { address: _address, listingId: _listingId, ...facts } = params;
  if (Object.keys(facts).length === 0) return { kind: 'none' };
  const typed = readTypedHome(facts);
  return 'home' in typed ? { kind: 'request', request: typed } : { kind: 'invalid', issues: typed.issues };
}
