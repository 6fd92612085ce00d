import type { MailMessage } from '../../mail/mailer.port.ts';
import { CONTACT_TOPIC_LABELS } from '../contact-csv.ts';
import type { ContactSubmission } from '../contact-submission.ts';
import { officeDateTime } from '../office-time.ts';

/** The listing a lead is about, as its mail names it. */
export interface LeadListing {
  readonly address: string;
  /** The property page on the site. */
  readonly url: string;
}

/** What a new-lead mail says besides the lead itself. */
export interface NewLeadMailFacts {
  /** The assigned agent's name; null while nobody is. */
  readonly agentName: string | null;
  readonly listing: LeadListing | null;
  /** The lead's page in the admin area. */
  readonly adminUrl: string;
}

/** The lines of a new-lead mail: who, what, which listing, when, and to whom it is assigned. */
function facts(lead: ContactSubmission, extra: NewLeadMailFacts): string[] {
  const topic = CONTACT_TOPIC_LABELS[lead.topic] ?? lead.topic;
  return [
    `From: ${lead.name} <${lead.email}>${lead.phone === null ? '' : `, ${lead.phone}`}`,
    `About: ${topic}`,
    ...(extra.listing === null ? [] : [`Listing: ${extra.listing.address} — ${extra.listing.url}`]),
    ...(lead.preferredTime === null ? [] : [`Preferred time: ${lead.preferredTime}`]),
    `Received: ${officeDateTime(lead.createdAt)}`,
    `Assigned to: ${extra.agentName ?? 'nobody yet'}`,
  ];
}

/** The mail that tells an agent or the office of a new lead, at once, with a link to it in the admin area. */
export function newLeadMail(to: string, lead: ContactSubmission, extra: NewLeadMailFacts): MailMessage {
  const topic = CONTACT_TOPIC_LABELS[lead.topic] ?? lead.topic;
  const lines = facts(lead, extra);
  return {
    to,
    subject: `New lead: ${lead.name} — ${topic}`,
    text: `${lines.join('\n')}\n\nMessage:\n${lead.message}\n\nOpen the lead: ${extra.adminUrl}`,
    category: 'lead',
    content: {
      preview: `${topic} from ${lead.name}`,
      heading: `New lead: ${lead.name}`,
      paragraphs: [...lines, 'Message:', lead.message],
      action: { label: 'Open the lead', url: extra.adminUrl },
    },
  };
}
