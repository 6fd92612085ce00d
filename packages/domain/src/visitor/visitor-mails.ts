import type { MailMessage } from '../mail/mailer.port.ts';

/** The mail with a visitor's one-time sign-in link. */
export function visitorSignInMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Your Palmetto Realty Group sign-in link',
    text: `To sign in to your Palmetto Realty Group account, open this link within an hour:\n${link}\n\nIf you did not ask for it, ignore this mail: nobody can sign in without the link.`,
  };
}
