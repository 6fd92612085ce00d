import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../errors/error-messages.ts';
import { AuthError, WeakPasswordError } from './auth-errors.ts';
import {
  assertOtpRequest,
  assertPasswordCredentials,
  assertResendRequest,
  assertStrongPassword,
  isJwtShaped,
  isSignOutScope,
  isUuid,
  passwordWeaknesses,
} from './auth-validation.ts';
import { roleAllows } from './auth-user.ts';

describe(assertPasswordCredentials, () => {
  it('accepts an email or a phone with a password', () => {
    expect(() => assertPasswordCredentials({ email: 'a@b.co', password: 'x' })).not.toThrow();
    expect(() => assertPasswordCredentials({ phone: '+12395550142', password: 'x' })).not.toThrow();
  });

  it("refuses anything else with the spec's message", () => {
    for (const input of [
      {},
      { email: 'a@b.co' },
      { password: 'x' },
      { email: ' ', password: 'x' },
      { phone: '', password: 'x' },
    ])
      expect(() => assertPasswordCredentials(input)).toThrow(ERROR_MESSAGES.authCredentialsRequired);
  });

  it('answers status 400 with code validation_failed', () => {
    try {
      assertPasswordCredentials({});
    } catch (error) {
      expect(error).toBeInstanceOf(AuthError);
      expect((error as AuthError).status).toBe(400);
    }
  });
});

describe(assertOtpRequest, () => {
  it('needs an email or a phone', () => {
    expect(() => assertOtpRequest({ email: 'a@b.co' })).not.toThrow();
    expect(() => assertOtpRequest({})).toThrow(AuthError);
  });
});

describe(assertResendRequest, () => {
  it('needs an email or a phone, and a type', () => {
    expect(() => assertResendRequest({ email: 'a@b.co', type: 'signup' })).not.toThrow();
    expect(() => assertResendRequest({ email: 'a@b.co' })).toThrow(AuthError);
    expect(() => assertResendRequest({ type: 'signup' })).toThrow(AuthError);
  });
});

describe(isUuid, () => {
  it('accepts every UUID and refuses other text', () => {
    fc.assert(fc.property(fc.uuid(), (id) => isUuid(id) && isUuid(id.toUpperCase())));
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('0b9a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5')).toBe(false);
  });
});

describe(isJwtShaped, () => {
  const part = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);

  it('accepts three base64url parts', () => {
    fc.assert(fc.property(part, part, part, (a, b, c) => isJwtShaped(`${a}.${b}.${c}`)));
  });

  it('refuses two or four parts, empty parts and other characters', () => {
    fc.assert(
      fc.property(
        part,
        part,
        (a, b) => !isJwtShaped(`${a}.${b}`) && !isJwtShaped(`${a}.${b}.${a}.${b}`) && !isJwtShaped(`${a}..${b}`),
      ),
    );
    expect(isJwtShaped('a+b.c.d')).toBe(false);
    expect(isJwtShaped('a.b.c=')).toBe(false);
  });
});

describe(isSignOutScope, () => {
  it('knows global, local and others only', () => {
    expect(['global', 'local', 'others'].every(isSignOutScope)).toBe(true);
    expect(isSignOutScope('all')).toBe(false);
  });
});

describe(passwordWeaknesses, () => {
  it('finds no weakness in a long mixed password', () => {
    expect(passwordWeaknesses('Gulf-Shore-2026', 'maria@palmetto.example')).toEqual([]);
  });

  it('gives every reason at once', () => {
    expect(passwordWeaknesses('short')).toEqual([
      'use at least 10 characters',
      'add an upper-case letter',
      'add a digit',
    ]);
    expect(passwordWeaknesses('Maria-Lopez-2026', 'maria@palmetto.example')).toEqual([
      'do not use your email address in it',
    ]);
  });

  it('has a reason for every password without a digit', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/\d/.test(text)),
        (password) => passwordWeaknesses(password).includes('add a digit'),
      ),
    );
  });

  it('throws a weak_password error carrying the reasons', () => {
    expect(() => assertStrongPassword('abc')).toThrow(WeakPasswordError);
    try {
      assertStrongPassword('abc');
    } catch (error) {
      expect((error as WeakPasswordError).reasons.length).toBeGreaterThan(1);
      expect((error as WeakPasswordError).code).toBe('weak_password');
    }
  });
});

describe(roleAllows, () => {
  it('lets admins do everything, editors content only, and no role nothing', () => {
    expect(roleAllows('admin', 'admin')).toBe(true);
    expect(roleAllows('admin', 'editor')).toBe(true);
    expect(roleAllows('editor', 'editor')).toBe(true);
    expect(roleAllows('editor', 'admin')).toBe(false);
    expect(roleAllows(null, 'editor')).toBe(false);
  });
});
