import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { totpStepAt } from '@app/domain';
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpCodeAt } from './totp-secret.ts';

/** RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" and its 8-digit codes. */
const RFC_SECRET = OTPAuth.Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
];

describe(totpCodeAt, () => {
  it('gives the codes of RFC 6238 appendix B (SHA-1)', () => {
    for (const [seconds, code] of RFC_VECTORS) expect(totpCodeAt(RFC_SECRET, totpStepAt(seconds * 1000), 8)).toBe(code);
  });

  it('gives six-digit codes, the last six of the eight', () => {
    expect(totpCodeAt(RFC_SECRET, totpStepAt(59_000))).toBe('287082');
  });
});

describe(sealTotpSecret, () => {
  it('stores the secret encrypted, opened only with the same signing key', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const sealed = sealTotpSecret(secret, 'signing-key-one');
    expect(sealed).not.toContain(secret);
    expect(sealTotpSecret(secret, 'signing-key-one')).not.toBe(sealed);
    expect(openTotpSecret(sealed, 'signing-key-one')).toBe(secret);
    expect(() => openTotpSecret(sealed, 'signing-key-two')).toThrow();
  });
});
