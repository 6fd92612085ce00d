import { ValidationError } from '../errors/domain-error.ts';
import type { ContactInbox } from './contact-inbox.port.ts';
import type { LeadInput, LeadIntakeResult, SiteLead } from './site-lead.ts';
import {
  CONTACT_LIMITS,
  contactSubmissionIssues,
  normalizeContactSubmission,
  SITE_LEAD_TOPICS,
  type ContactSubmission,
} from './contact-submission.ts';

/**
 * What is done for each new lead once it is stored: assigned to an agent, the agent and the office mailed (ADR 0036).
 * It never rejects: a step that fails is reported and the lead is kept; it answers the lead as routed.
 */
export type RouteNewLead = (lead: ContactSubmission) => Promise<ContactSubmission>;

/** The longest activity text kept. */
export const LEAD_ACTIVITY_MAX = 300;

/** Every problem with a site lead (a programming error when it happens: the site makes these itself). */
export function siteLeadIssues(lead: SiteLead) {
  const issues = contactSubmissionIssues({
    topic: 'general',
    name: 'x',
    email: lead.email,
    phone: null,
    message: 'x',
    listingId: null,
    preferredTime: null,
    consent: true,
    sourcePath: lead.sourcePath,
  });
  if (!(SITE_LEAD_TOPICS as readonly string[]).includes(lead.topic))
    issues.push({ field: 'topic', message: `must be one of ${SITE_LEAD_TOPICS.join(', ')}` });
  if (lead.activity.trim() === '' || lead.activity.length > LEAD_ACTIVITY_MAX)
    issues.push({ field: 'activity', message: `must be 1 to ${LEAD_ACTIVITY_MAX} characters` });
  if (lead.sourcePath.length > CONTACT_LIMITS.sourcePath)
    issues.push({ field: 'sourcePath', message: `must be at most ${CONTACT_LIMITS.sourcePath} characters` });
  return issues;
}

/**
 * THE lead intake (issue 14 part 8): every lead enters the contact inbox through this one function, so what is done
 * for each new lead (`routeNewLead`: assignment, the team's new-lead mail) is done in one place. A visitor's message
 * is checked (ValidationError naming each problem) and stored as a new lead. A site lead (newsletter, account, saved
 * search or home) joins the person's site lead when the inbox holds one for that address, as activity (`isNew`
 * false); the first becomes a new lead (`isNew` true). One person is one site lead however much they do.
 */
export function createLeadIntake(inbox: ContactInbox, routeNewLead?: RouteNewLead) {
  const stored = async (input: LeadInput): Promise<LeadIntakeResult> => {
    if (input.kind === 'message') {
      const normalized = normalizeContactSubmission(input.submission);
      const issues = contactSubmissionIssues(normalized);
      if (issues.length > 0) throw new ValidationError(issues);
      return { lead: await inbox.receive(normalized), isNew: true };
    }
    const lead = { ...input.lead, email: input.lead.email.trim().toLowerCase(), activity: input.lead.activity.trim() };
    const issues = siteLeadIssues(lead);
    if (issues.length > 0) throw new ValidationError(issues);
    return inbox.receiveSiteLead(lead);
  };
  return async (input: LeadInput): Promise<LeadIntakeResult> => {
    const result = await stored(input);
    if (!result.isNew || routeNewLead === undefined) return result;
    return { lead: await routeNewLead(result.lead), isNew: true };
  };
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;
