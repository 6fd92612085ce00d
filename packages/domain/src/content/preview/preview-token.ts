import { LIVE_KINDS, type LiveKind } from '../live-status.ts';

/** Signs a text with the server's secret (HMAC-SHA256 in the adapter), as base64url. */
export interface PreviewSigner {
  sign(text: string): string;
}

/** What a preview link shows: one record of a kind, until an instant. */
export interface PreviewGrant {
  readonly kind: LiveKind;
  readonly id: string;
  /** Milliseconds since the epoch after which the link no longer opens. */
  readonly expiresAtMs: number;
}

/** Why a preview token does not open: not one the server signed (or altered), or signed but past its end. */
export type PreviewRefusal = 'invalid' | 'expired';

const DOMAIN = 'palmetto-preview-v1';
/** kind, record id, end (milliseconds, base 36), signature (43 base64url characters: HMAC-SHA256). */
const TOKEN_PATTERN = /^([a-z-]{1,20})\.([A-Za-z0-9-]{1,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

function isLiveKind(text: string): text is LiveKind {
  return (LIVE_KINDS as readonly string[]).includes(text);
}

/** Equal texts compared in time that does not depend on where they differ. */
function sameText(left: string, right: string): boolean {
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) difference |= left.charCodeAt(index) ^ right.charCodeAt(index);
  return difference === 0;
}

/** A grant as a token: kind, id and end, then the signature of the three (the domain label included). */
export function previewToken(grant: PreviewGrant, signer: PreviewSigner): string {
  const payload = `${grant.kind}.${grant.id}.${grant.expiresAtMs.toString(36)}`;
  return `${payload}.${signer.sign(`${DOMAIN}.${payload}`)}`;
}

/**
 * The grant of a token, checked: `invalid` for anything the server did not sign exactly so (any change of a
 * character), `expired` for a signed grant at or past its end; the signature is checked before anything is read.
 */
export function readPreviewToken(token: string, signer: PreviewSigner, nowMs: number): PreviewGrant | PreviewRefusal {
  const match = TOKEN_PATTERN.exec(token);
  if (match === null) return 'invalid';
  const [, kind = '', id = '', end = '', signature = ''] = match;
  if (!sameText(signer.sign(`${DOMAIN}.${kind}.${id}.${end}`), signature)) return 'invalid';
  const expiresAtMs = Number.parseInt(end, 36);
  if (!isLiveKind(kind) || !Number.isSafeInteger(expiresAtMs)) return 'invalid';
  return nowMs >= expiresAtMs ? 'expired' : { kind, id, expiresAtMs };
}
