import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_S } from '@app/domain';

/** The AES-256-GCM key of TOTP secrets, derived from the signing key (a database copy alone does not reveal them). */
function secretKey(signingSecret: string): Buffer {
  return createHash('sha256').update(`totp-secret-key:${signingSecret}`).digest();
}

/** A new TOTP secret: 20 random bytes (RFC 4226's recommended size), in base32. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The secret encrypted for storage: `iv.tag.ciphertext`, each base64url. */
export function sealTotpSecret(secretBase32: string, signingSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(signingSecret), iv);
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret back from storage; throws when it was sealed under another key or altered. */
export function openTotpSecret(stored: string, signingSecret: string): string {
  const [iv = '', tag = '', sealed = ''] = stored.split('.');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(signingSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/** The code of a time step for a base32 secret (RFC 6238, HMAC-SHA1, 6 digits, 30 s), or `digits` long. */
export function totpCodeAt(secretBase32: string, step: number, digits = TOTP_DIGITS): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits,
    period: TOTP_PERIOD_S,
    timestamp: step * TOTP_PERIOD_S * 1000,
  });
}
