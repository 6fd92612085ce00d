import { SESSION_LIFETIME_S, type MailMessage, type Mailer } from '@app/domain';
import type { AuthGatewayFixture } from '@app/testing';
import { setupServer } from 'msw/node';
import { SupabaseAuthGateway } from '../../src/auth/supabase-auth-gateway.ts';
import { SupabaseAuthUserAdmin } from '../../src/auth/supabase-auth-user-admin.ts';
import { createGoTrueDouble, type GoTrueDouble } from './gotrue-double.ts';
import type { GoTrueConfig } from './gotrue-answers.ts';

/**
 * Where the visitor's browser lands after opening the link of a mail GoTrue sent: its /verify
 * redirects to the site with `?code=` (PKCE) or with the session or the error in the fragment.
 */
async function landing(link: string): Promise<string> {
  const response = await fetch(link, { redirect: 'manual' });
  return response.headers.get('location') ?? `(no redirect: ${response.status})`;
}

/**
 * The project settings the README asks for: sessions time-boxed at SESSION_LIFETIME_S, and the current
 * password required to change it ("Require current password when updating").
 */
export const PROJECT_AUTH_SETTINGS = {
  sessionsTimeboxSeconds: SESSION_LIFETIME_S,
  updatePasswordRequireCurrentPassword: true,
} satisfies Partial<GoTrueConfig>;

/** The AuthGateway contract's fixture over the GoTrue double, with the double for direct checks. */
export async function goTrueFixture(
  config: Partial<GoTrueConfig> = PROJECT_AUTH_SETTINGS,
): Promise<AuthGatewayFixture & { double: GoTrueDouble; gateway: SupabaseAuthGateway; mailer: Mailer }> {
  const double = createGoTrueDouble(config);
  const server = setupServer(...double.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  const delivered: MailMessage[] = [];
  let followed = 0;
  const mailer: Mailer = { send: async (message: MailMessage) => void delivered.push(message) };
  return {
    double,
    mailer,
    gateway: new SupabaseAuthGateway({ url: double.url, anonKey: double.anonKey, nowMs: () => double.state.now() }),
    admin: new SupabaseAuthUserAdmin({ url: double.url, serviceRoleKey: double.serviceRoleKey }, mailer),
    reuseRevokes: 'refresh-tokens',
    emailChange: 'confirmed-by-mail',
    async sentMail() {
      for (const mail of double.state.mailbox.slice(followed)) {
        followed++;
        delivered.push({
          to: mail.to,
          subject: mail.subject,
          text: `Opened ${mail.confirmationUrl}, landed on ${await landing(mail.confirmationUrl)}`,
        });
      }
      return [...delivered];
    },
    advance: (ms) => double.state.advance(ms),
    reset: async () => {
      double.state.reset();
      delivered.length = 0;
      followed = 0;
    },
    close: async () => server.close(),
  };
}
