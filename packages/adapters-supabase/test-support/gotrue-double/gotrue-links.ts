import { randomUUID } from 'node:crypto';
import type { GoTrueConfig } from './gotrue-answers.ts';
import type { DoubleUser, GoTrueState } from './gotrue-state.ts';

/** The verification link of a mail: `/auth/v1/verify?token=…&type=…&redirect_to=…`. */
export function verifyLink(
  config: GoTrueConfig,
  hash: string,
  type: 'recovery' | 'invite' | 'magiclink' | 'email_change',
  redirectTo: string,
): string {
  const query = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${config.url}/auth/v1/verify?${query.toString()}`;
}

/** Starts a PKCE flow for a user: the code_challenge now, the auth code given out at /verify. */
export function startFlow(
  state: GoTrueState,
  user: DoubleUser,
  challenge: string,
  method: string,
  kind: 'recovery' | 'invite',
): void {
  const id = randomUUID();
  state.flowStates.set(id, {
    id,
    authCode: randomUUID(),
    codeChallenge: challenge,
    method: method.toLowerCase() === 'plain' ? 'plain' : 's256',
    userId: user.id,
    authenticationMethod: kind,
    createdAt: state.now(),
  });
}

/** GoTrue's default templates, as its SMTP server would deliver them. */
const TEMPLATES = {
  recovery: {
    subject: 'Reset Your Password',
    html: (url: string) =>
      `<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="${url}">Reset Password</a></p>`,
  },
  invite: {
    subject: 'You have been invited',
    html: (url: string) =>
      `<h2>You have been invited</h2>\n<p>You have been invited to create a user. Follow this link to accept the invite:</p>\n<p><a href="${url}">Accept the invite</a></p>`,
  },
  email_change: {
    subject: 'Confirm Email Change',
    html: (url: string) =>
      `<h2>Confirm Change of Email</h2>\n<p>Follow this link to confirm the update of your email:</p>\n<p><a href="${url}">Change Email</a></p>`,
  },
};

export function sendMail(state: GoTrueState, to: string, kind: keyof typeof TEMPLATES, confirmationUrl: string): void {
  const template = TEMPLATES[kind];
  state.mailbox.push({ to, subject: template.subject, html: template.html(confirmationUrl), confirmationUrl });
}

/** Adds parameters to a redirect address: to its query (`?code=`) or its fragment (implicit flow). */
export function withParameters(
  address: string,
  parameters: Record<string, string>,
  where: 'query' | 'fragment',
): string {
  const encoded = new URLSearchParams(parameters).toString();
  if (where === 'fragment') return `${address.split('#')[0]}#${encoded}`;
  const [base = '', fragment] = address.split('#');
  return `${base}${base.includes('?') ? '&' : '?'}${encoded}${fragment === undefined ? '' : `#${fragment}`}`;
}
