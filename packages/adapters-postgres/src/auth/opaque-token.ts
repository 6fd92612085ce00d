import { createHash, randomBytes } from 'node:crypto';

/** A random token for a refresh token or a link code (256 bits, base64url). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of an opaque token: its SHA-256, so a leaked table grants nothing. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
