import { describe, expect, it } from 'vitest';
import {
  authCode,
  CONTRACT_ADMIN,
  CONTRACT_CONTEXT,
  RESET_PAGE,
  type AuthGatewayFixture,
} from './auth-gateway.contract.ts';
import { useContractFixture } from './contract-fixture.ts';

const NEW_EMAIL = 'maria.lopez@palmetto.example';

/** Declares how every AuthGateway changes the signed-in user's name and e-mail address (My account). */
export function authProfileContract(name: string, setup: () => Promise<AuthGatewayFixture>): void {
  describe(`AuthGateway profile contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const gateway = () => fixture().gateway;
    async function signedIn(): Promise<string> {
      await fixture().admin.createUser({ ...CONTRACT_ADMIN, role: 'admin', redirectTo: RESET_PAGE });
      return (await gateway().signInWithPassword(CONTRACT_ADMIN, CONTRACT_CONTEXT)).access_token;
    }

    it('keeps the name the user gives, trimmed, and shows it on every later read', async () => {
      const token = await signedIn();
      expect((await gateway().getUser(token)).name ?? '').toBe('');
      expect((await gateway().updateProfile(token, { name: '  Maria Lopez ' })).name).toBe('Maria Lopez');
      expect((await gateway().getUser(token)).name).toBe('Maria Lopez');
      expect((await gateway().signInWithPassword(CONTRACT_ADMIN, CONTRACT_CONTEXT)).user.name).toBe('Maria Lopez');
      expect(await authCode(gateway().updateProfile(token, { name: 'Maria\nLopez' }))).toBe('validation_failed');
    });

    it('asks for the right current password before changing the address', async () => {
      const token = await signedIn();
      const change = (currentPassword?: string) =>
        gateway().updateProfile(token, { email: NEW_EMAIL, currentPassword });
      expect(await authCode(change())).toBe('current_password_required');
      expect(await authCode(change('Wrong-Pass-2026'))).toBe('current_password_invalid');
      expect(await authCode(gateway().updateProfile(token, { email: 'no-at-sign', currentPassword: 'x' }))).toBe(
        'validation_failed',
      );
      expect((await gateway().getUser(token)).email).toBe(CONTRACT_ADMIN.email);
    });

    it('refuses an address another account holds', async () => {
      const token = await signedIn();
      await fixture().admin.createUser({ email: NEW_EMAIL, role: 'editor', redirectTo: RESET_PAGE });
      expect(
        await authCode(
          gateway().updateProfile(token, { email: NEW_EMAIL.toUpperCase(), currentPassword: CONTRACT_ADMIN.password }),
        ),
      ).toBe('email_exists');
    });

    it('changes the address with the current password (at once, or once the new address confirms)', async () => {
      const token = await signedIn();
      await gateway().updateProfile(token, { email: NEW_EMAIL, currentPassword: CONTRACT_ADMIN.password });
      if ((fixture().emailChange ?? 'immediate') === 'immediate') {
        expect((await gateway().getUser(token)).email).toBe(NEW_EMAIL);
        const session = await gateway().signInWithPassword(
          { email: NEW_EMAIL, password: CONTRACT_ADMIN.password },
          CONTRACT_CONTEXT,
        );
        expect(session.user.email).toBe(NEW_EMAIL);
      } else {
        expect((await gateway().getUser(token)).email).toBe(CONTRACT_ADMIN.email);
        expect((await fixture().sentMail()).map((mail) => mail.to)).toContain(NEW_EMAIL);
      }
    });
  });
}
