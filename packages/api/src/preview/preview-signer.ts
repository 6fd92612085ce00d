import { createHmac } from 'node:crypto';
import type { PreviewSigner } from '@app/domain';
import { loadSigningKey, type Database } from '@app/adapters-postgres';

/** Signs with HMAC-SHA256 under `secret`, as base64url. */
export function hmacPreviewSigner(secret: string | Buffer): PreviewSigner {
  return { sign: (text) => createHmac('sha256', secret).update(text).digest('base64url') };
}

/**
 * The preview links' signer: PREVIEW_LINK_SECRET when set, otherwise a key of its own derived from the access-token
 * key (AUTH_JWT_SECRET, or the one kept in the database), so every server on one database signs alike and a restart
 * keeps copied links working. The derived key never signs anything else (ADR 0041).
 */
export async function loadPreviewSigner(
  config: { readonly previewLinkSecret: string | undefined; readonly authJwtSecret: string | undefined },
  database: Database,
): Promise<PreviewSigner> {
  if (config.previewLinkSecret !== undefined) return hmacPreviewSigner(config.previewLinkSecret);
  const signingKey = await loadSigningKey(database, config.authJwtSecret);
  return hmacPreviewSigner(createHmac('sha256', signingKey).update('palmetto preview links').digest());
}
