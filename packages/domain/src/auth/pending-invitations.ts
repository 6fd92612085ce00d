import type { AuthUser } from './auth-user.ts';

/** An invitation mail as the outbox keeps it. */
export interface InvitationMail {
  readonly to: string;
  readonly text: string;
  readonly createdAt: string;
}

/** An invited account that has not signed in yet, with the link of its newest invitation (null when none is kept). */
export interface PendingInvitation {
  readonly user: AuthUser;
  readonly link: string | null;
  readonly sentAt: string | null;
}

/** The first set-your-password link of a mail's text (the link the invitation and reset mails carry). */
export function invitationLink(text: string): string | null {
  return /https?:\/\/[^\s<>"]+\/reset-password\?[^\s<>"]+/u.exec(text)?.[0] ?? null;
}

/**
 * Accounts that have never signed in, newest first, each with the link of its newest mail: the invitations still
 * pending, which an admin may copy, send again or revoke.
 */
export function pendingInvitations(users: readonly AuthUser[], mails: readonly InvitationMail[]): PendingInvitation[] {
  const newest = new Map<string, InvitationMail>();
  for (const mail of mails) {
    const address = mail.to.toLowerCase();
    const kept = newest.get(address);
    if (
      invitationLink(mail.text) !== null &&
      (kept === undefined || Date.parse(mail.createdAt) > Date.parse(kept.createdAt))
    )
      newest.set(address, mail);
  }
  return users
    .filter((user) => user.lastSignInAt === null)
    .map((user) => {
      const mail = newest.get(user.email.toLowerCase());
      return { user, link: mail === undefined ? null : invitationLink(mail.text), sentAt: mail?.createdAt ?? null };
    })
    .sort((a, b) => Date.parse(b.user.createdAt) - Date.parse(a.user.createdAt));
}
