import { createHmac } from 'node:crypto';

/**
 * The refresh token that follows a given one: an HMAC of it under the signing secret. Being derived
 * rather than drawn, the successor can be answered again to a tab that presents the same token within
 * the grace period, while only hashes are stored; without the secret it cannot be guessed.
 */
export function refreshSuccessor(secret: string, refreshToken: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${refreshToken}`).digest('base64url');
}
