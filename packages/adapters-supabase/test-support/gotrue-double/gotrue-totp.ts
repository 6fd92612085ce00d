import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * TOTP as GoTrue computes it (pquerna/otp: `totp.Generate` with its defaults, `totp.ValidateCustom` with period 30,
 * skew 1, 6 digits, SHA-1), written here from RFC 4226 and RFC 6238 so the double shares no code with any adapter.
 */
const PERIOD_S = 30;
const DIGITS = 6;
const SKEW = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (pquerna encodes secrets with `base32.StdEncoding.WithPadding(NoPadding)`). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 secret (case and padding ignored, as pquerna does). */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: pquerna's default SecretSize of 20 random bytes. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The HOTP value of a counter (RFC 4226 section 5.3: HMAC, dynamic truncation, modulo 10^digits). */
export function hotp(secret: Buffer, counter: number, digits = DIGITS, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of a base32 secret at a moment (RFC 6238: the counter is the 30-second step). */
export function totpAt(secretBase32: string, nowMs: number): string {
  return hotp(base32Decode(secretBase32), Math.floor(nowMs / 1000 / PERIOD_S));
}

/** pquerna's ValidateCustom: six digits, matching the step of now or one step either side. */
export function validTotp(code: string, secretBase32: string, nowMs: number): boolean {
  if (code.length !== DIGITS) return false;
  const secret = base32Decode(secretBase32);
  const step = Math.floor(nowMs / 1000 / PERIOD_S);
  for (let counter = step - SKEW; counter <= step + SKEW; counter++)
    if (timingSafeEqual(Buffer.from(hotp(secret, counter)), Buffer.from(code))) return true;
  return false;
}

/** pquerna's key.URL(): `otpauth://totp/{issuer}:{account}?` with the query keys sorted, as Go's url.Values encodes;
 * the path escaped as Go's url.URL escapes a path (a space is %20). */
export function totpKeyUri(issuer: string, account: string, secret: string): string {
  const query = new URLSearchParams([
    ['algorithm', 'SHA1'],
    ['digits', String(DIGITS)],
    ['issuer', issuer],
    ['period', String(PERIOD_S)],
    ['secret', secret],
  ]);
  const path = `${issuer}:${account}`
    .split('')
    .map((char) => (/[A-Za-z0-9\-._~$&+,;=:@/]/.test(char) ? char : encodeURIComponent(char)))
    .join('');
  return `otpauth://totp/${path}?${query.toString()}`;
}
