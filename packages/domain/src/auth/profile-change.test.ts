import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AuthError } from './auth-errors.ts';
import { userLabel } from './auth-user.ts';
import { PROFILE_NAME_MAX_LENGTH, validProfileChange } from './profile-change.ts';

const CURRENT = 'maria@example.com';

function refusal(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AuthError ? error.code : 'not an AuthError';
  }
}

describe(validProfileChange, () => {
  it('trims the name and keeps the parts not given unchanged', () => {
    expect(validProfileChange({ name: '  Maria Lopez ' }, CURRENT)).toEqual({
      name: 'Maria Lopez',
      currentPassword: '',
    });
    expect(validProfileChange({}, CURRENT)).toEqual({ currentPassword: '' });
  });

  it('refuses a name that is too long or holds a line break', () => {
    expect(refusal(() => validProfileChange({ name: 'x'.repeat(PROFILE_NAME_MAX_LENGTH + 1) }, CURRENT))).toBe(
      'validation_failed',
    );
    expect(refusal(() => validProfileChange({ name: 'Maria\nLopez' }, CURRENT))).toBe('validation_failed');
  });

  it('needs the current password to change the address, and a valid address', () => {
    expect(refusal(() => validProfileChange({ email: 'new@example.com' }, CURRENT))).toBe('current_password_required');
    expect(refusal(() => validProfileChange({ email: 'not an address', currentPassword: 'x' }, CURRENT))).toBe(
      'validation_failed',
    );
    expect(validProfileChange({ email: ' new@example.com ', currentPassword: 'pw' }, CURRENT)).toEqual({
      email: 'new@example.com',
      currentPassword: 'pw',
    });
  });

  it('treats the same address in another case as no change (no password asked)', () => {
    expect(validProfileChange({ email: 'MARIA@example.com' }, CURRENT)).toEqual({ currentPassword: '' });
  });

  it('never lets an address change through without a current password, whatever the addresses', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), (current, next) => {
        const outcome = refusal(() => validProfileChange({ email: next }, current));
        if (next.toLowerCase() === current.toLowerCase()) expect(outcome).toBeUndefined();
        else expect(['current_password_required', 'validation_failed']).toContain(outcome);
      }),
    );
  });

  it('accepts every name of printable characters up to the limit, trimmed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: PROFILE_NAME_MAX_LENGTH }), (name) => {
        expect(validProfileChange({ name }, CURRENT).name).toBe(name.trim());
      }),
    );
  });
});

describe(userLabel, () => {
  it('names a user by their name, or their address until they give one', () => {
    expect(userLabel({ email: CURRENT })).toBe(CURRENT);
    expect(userLabel({ email: CURRENT, name: '' })).toBe(CURRENT);
    expect(userLabel({ email: CURRENT, name: 'Maria' })).toBe('Maria');
  });
});
