import { describe, expect, it } from 'vitest';
import { TOTP_PERIOD_S, type AuthFactors, type AuthFactorAdmin } from '@app/domain';
import {
  authCode,
  CONTRACT_ADMIN,
  CONTRACT_CONTEXT,
  RESET_PAGE,
  type AuthGatewayFixture,
} from './auth-gateway.contract.ts';
import { useContractFixture } from './contract-fixture.ts';

/** What the AuthFactors contract needs besides the gateway's fixture. */
export interface AuthFactorsFixture extends AuthGatewayFixture {
  readonly factors: AuthFactors;
  readonly factorAdmin: AuthFactorAdmin;
  /** The code of a base32 secret at the adapter's time now plus `stepsFromNow` steps (an authenticator app). */
  codeFor(secret: string, stepsFromNow?: number): string;
}

const ISSUER = 'Palmetto Realty';
const STEP_MS = TOTP_PERIOD_S * 1000;

/** Declares how every AuthFactors adapter enrols, verifies and removes TOTP factors, and the aal levels. */
export function authFactorsContract(name: string, setup: () => Promise<AuthFactorsFixture>): void {
  describe(`AuthFactors contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const factors = () => fixture().factors;
    const signIn = () => fixture().gateway.signInWithPassword(CONTRACT_ADMIN, CONTRACT_CONTEXT);
    async function enrolled() {
      const user = await fixture().admin.createUser({ ...CONTRACT_ADMIN, role: 'admin', redirectTo: RESET_PAGE });
      const session = await signIn();
      const enrolment = await factors().enrollTotp(session.access_token, ISSUER);
      return { user, session, enrolment };
    }

    it('enrols an unverified factor with an otpauth address, verified by its first right code', async () => {
      const { session, enrolment } = await enrolled();
      expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Palmetto%20Realty/);
      expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
      expect(await factors().listFactors(session.access_token)).toMatchObject([
        { id: enrolment.factorId, factorType: 'totp', status: 'unverified' },
      ]);
      expect(await factors().assuranceLevel(session.access_token)).toEqual({ currentLevel: 'aal1', nextLevel: 'aal1' });
      expect(await authCode(factors().verifyTotp(session.access_token, enrolment.factorId, '000000'))).toBe(
        'mfa_verification_failed',
      );
      const raised = await factors().verifyTotp(
        session.access_token,
        enrolment.factorId,
        fixture().codeFor(enrolment.secret),
      );
      expect(await factors().listFactors(raised.access_token)).toMatchObject([{ status: 'verified' }]);
      expect(await factors().assuranceLevel(raised.access_token)).toEqual({ currentLevel: 'aal2', nextLevel: 'aal2' });
    });

    it('signs in at aal1 with a verified factor, and a code raises the session to aal2', async () => {
      const { session, enrolment } = await enrolled();
      await factors().verifyTotp(session.access_token, enrolment.factorId, fixture().codeFor(enrolment.secret));
      const again = await signIn();
      expect(await factors().assuranceLevel(again.access_token)).toEqual({ currentLevel: 'aal1', nextLevel: 'aal2' });
      fixture().advance(STEP_MS);
      const raised = await factors().verifyTotp(
        again.access_token,
        enrolment.factorId,
        fixture().codeFor(enrolment.secret),
      );
      expect(await factors().assuranceLevel(raised.access_token)).toEqual({ currentLevel: 'aal2', nextLevel: 'aal2' });
    });

    it('accepts the code of one step before or after now, not two, and each code only once', async () => {
      const { session, enrolment } = await enrolled();
      const { factorId, secret } = enrolment;
      expect(await authCode(factors().verifyTotp(session.access_token, factorId, fixture().codeFor(secret, -2)))).toBe(
        'mfa_verification_failed',
      );
      expect(await authCode(factors().verifyTotp(session.access_token, factorId, fixture().codeFor(secret, 2)))).toBe(
        'mfa_verification_failed',
      );
      const code = fixture().codeFor(secret, -1);
      await factors().verifyTotp(session.access_token, factorId, code);
      const other = await signIn();
      expect(await authCode(factors().verifyTotp(other.access_token, factorId, code))).toBe('mfa_verification_failed');
      await factors().verifyTotp(other.access_token, factorId, fixture().codeFor(secret, 1));
    });

    it('removes a factor only from an aal2 session with a current code', async () => {
      const { session, enrolment } = await enrolled();
      // The session as the code left it: a back-end may renew its tokens (GoTrue does), the caller keeps the new ones.
      const raised = await factors().verifyTotp(
        session.access_token,
        enrolment.factorId,
        fixture().codeFor(enrolment.secret),
      );
      const passwordOnly = await signIn();
      fixture().advance(STEP_MS);
      expect(
        await authCode(
          factors().unenroll(passwordOnly.access_token, enrolment.factorId, fixture().codeFor(enrolment.secret)),
        ),
      ).toBe('insufficient_aal');
      expect(await authCode(factors().unenroll(raised.access_token, enrolment.factorId, '123456'))).toBe(
        'mfa_verification_failed',
      );
      const kept =
        (await factors().unenroll(raised.access_token, enrolment.factorId, fixture().codeFor(enrolment.secret))) ??
        raised;
      expect(await factors().listFactors(kept.access_token)).toEqual([]);
      expect(await factors().assuranceLevel(kept.access_token)).toMatchObject({ nextLevel: 'aal1' });
      expect(await factors().assuranceLevel((await signIn()).access_token)).toEqual({
        currentLevel: 'aal1',
        nextLevel: 'aal1',
      });
    });

    it("lets an admin remove another user's factors (a lost phone)", async () => {
      const { user, session, enrolment } = await enrolled();
      await factors().verifyTotp(session.access_token, enrolment.factorId, fixture().codeFor(enrolment.secret));
      expect(await fixture().factorAdmin.removeFactors(user.id)).toBe(1);
      expect(await factors().assuranceLevel((await signIn()).access_token)).toEqual({
        currentLevel: 'aal1',
        nextLevel: 'aal1',
      });
    });
  });
}
