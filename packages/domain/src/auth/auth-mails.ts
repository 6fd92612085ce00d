import type { MailMessage } from '../mail/mailer.port.ts';

const IGNORE_IF_NOT_YOU = 'If it was not you, ignore this mail: your password stays as it is.';

/** The password-reset mail (the same words whichever backend holds the accounts). */
export function recoveryMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Palmetto Realty Group admin password',
    text: `Someone asked to reset the password of this admin account.\n\nTo choose a new password, open this link within an hour:\n${link}\n\n${IGNORE_IF_NOT_YOU}`,
    category: 'auth',
    content: {
      preview: 'Choose a new password within an hour.',
      heading: 'Reset your admin password',
      paragraphs: [
        'Someone asked to reset the password of this admin account.',
        'To choose a new password, open this link within an hour:',
      ],
      action: { label: 'Choose a new password', url: link },
      closing: [IGNORE_IF_NOT_YOU],
    },
  };
}

/** The invitation mail of a new account. */
export function inviteMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'You are invited to the Palmetto Realty Group admin area',
    text: `An administrator created an account for you in the Palmetto Realty Group admin area.\n\nTo choose your password and sign in, open this link within 7 days:\n${link}`,
    category: 'auth',
    content: {
      preview: 'Choose your password within 7 days.',
      heading: 'You are invited to the admin area',
      paragraphs: [
        'An administrator created an account for you in the Palmetto Realty Group admin area.',
        'To choose your password and sign in, open this link within 7 days:',
      ],
      action: { label: 'Choose your password', url: link },
    },
  };
}

/** The page a mail links to, with the one-time code added as its `code` parameter (before any fragment). */
export function linkWithCode(redirectTo: string, code: string): string {
  const [address = '', fragment] = redirectTo.split('#', 2);
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}code=${encodeURIComponent(code)}${fragment === undefined ? '' : `#${fragment}`}`;
}
