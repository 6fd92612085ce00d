import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedTotpStep,
  assuranceSuffices,
  normalizedTotpCode,
  requiredAssuranceLevel,
  TOTP_CODE_ACCEPTABLE_MS,
  TOTP_PERIOD_S,
  totpStepAt,
  totpUri,
} from './totp-rules.ts';

/** A stand-in code per step (distinct for every step): the rules only compare codes. */
const codeAt = (step: number) => String(step % 1_000_000).padStart(6, '0');
const instant = fc.integer({ min: 1_600_000_000_000, max: 2_500_000_000_000 });
const STEP_MS = TOTP_PERIOD_S * 1000;

describe(acceptedTotpStep, () => {
  it('accepts the code of the current step and of one step either side, and nothing further', () => {
    const now = Date.UTC(2026, 10, 26, 12, 0, 10);
    const step = totpStepAt(now);
    for (const offset of [-1, 0, 1])
      expect(acceptedTotpStep(codeAt(step + offset), now, null, codeAt)).toBe(step + offset);
    for (const offset of [-3, -2, 2, 3]) expect(acceptedTotpStep(codeAt(step + offset), now, null, codeAt)).toBeNull();
  });

  it('accepts a code only when its step lies within one step of now, whatever the time', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -5, max: 5 }), (now, offset) => {
        const step = totpStepAt(now) + offset;
        const accepted = acceptedTotpStep(codeAt(step), now, null, codeAt);
        expect(accepted).toBe(Math.abs(offset) <= 1 ? step : null);
      }),
    );
  });

  it('never accepts a code twice: a step at or before the last one used is refused (replay)', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: -1, max: 1 }),
        fc.integer({ min: 0, max: 90_000 }),
        (now, offset, later) => {
          const step = totpStepAt(now) + offset;
          const first = acceptedTotpStep(codeAt(step), now, null, codeAt);
          expect(first).toBe(step);
          expect(acceptedTotpStep(codeAt(step), now + later, first, codeAt)).toBeNull();
        },
      ),
    );
  });

  it('refuses a code once TOTP_CODE_ACCEPTABLE_MS passed since any moment it was accepted at, not sooner', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: -1, max: 1 }),
        fc.integer({ min: 0, max: 10 * STEP_MS }),
        (acceptedAt, offset, later) => {
          const code = codeAt(totpStepAt(acceptedAt) + offset);
          expect(acceptedTotpStep(code, acceptedAt, null, codeAt)).not.toBeNull();
          const afterwards = acceptedTotpStep(code, acceptedAt + later, null, codeAt);
          if (later >= TOTP_CODE_ACCEPTABLE_MS) expect(afterwards).toBeNull();
        },
      ),
    );
    const start = Date.UTC(2026, 10, 26, 12, 0, 0);
    const code = codeAt(totpStepAt(start) + 1);
    expect(acceptedTotpStep(code, start, null, codeAt)).not.toBeNull();
    expect(acceptedTotpStep(code, start + TOTP_CODE_ACCEPTABLE_MS - 1, null, codeAt)).not.toBeNull();
    expect(acceptedTotpStep(code, start + TOTP_CODE_ACCEPTABLE_MS, null, codeAt)).toBeNull();
  });

  it('accepts a later code after one was used, and refuses text that is not six digits', () => {
    const now = 1_700_000_000_000;
    const step = totpStepAt(now);
    expect(acceptedTotpStep(codeAt(step), now + STEP_MS, step, codeAt)).toBeNull();
    expect(acceptedTotpStep(codeAt(step + 1), now + STEP_MS, step, codeAt)).toBe(step + 1);
    for (const text of ['', '12345', '1234567', 'abcdef', '12 34 5x'])
      expect(acceptedTotpStep(text, now, null, codeAt)).toBeNull();
  });
});

describe(normalizedTotpCode, () => {
  it('takes six digits, with the spaces people type between groups', () => {
    expect(normalizedTotpCode('123 456')).toBe('123456');
    expect(normalizedTotpCode(' 123456 ')).toBe('123456');
    expect(normalizedTotpCode('12345')).toBeNull();
  });
});

describe(requiredAssuranceLevel, () => {
  it('asks for aal2 once the user has a verified factor, and only aal2 then opens the admin area', () => {
    expect(requiredAssuranceLevel(false)).toBe('aal1');
    expect(requiredAssuranceLevel(true)).toBe('aal2');
    expect(assuranceSuffices('aal1', 'aal1')).toBe(true);
    expect(assuranceSuffices('aal1', 'aal2')).toBe(false);
    expect(assuranceSuffices('aal2', 'aal2')).toBe(true);
  });
});

describe(totpUri, () => {
  it('writes the Key URI Format authenticator apps read', () => {
    expect(
      totpUri({ issuer: 'Palmetto Realty', account: 'maria@palmetto.example', secretBase32: 'JBSWY3DPEHPK3PXP' }),
    ).toBe(
      'otpauth://totp/Palmetto%20Realty%3Amaria%40palmetto.example?secret=JBSWY3DPEHPK3PXP&issuer=Palmetto%20Realty&algorithm=SHA1&digits=6&period=30',
    );
  });
});
