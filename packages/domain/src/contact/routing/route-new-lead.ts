import type { Agent } from '../../content/agent.ts';
import { formatListingAddress } from '../../listing/listing-address.ts';
import type { Listing } from '../../listing/listing.ts';
import type { Mailer } from '../../mail/mailer.port.ts';
import { listingPath } from '../../site/public-paths.ts';
import type { ContactInbox } from '../contact-inbox.port.ts';
import type { ContactSubmission } from '../contact-submission.ts';
import { isActiveAgent, ruleAgent } from './lead-assignment.ts';
import { DEFAULT_LEAD_ROUTING, type LeadRoutingSettings } from './lead-routing.ts';
import type { LeadRoutingStore } from './lead-routing-store.port.ts';
import { newLeadMail, type LeadListing } from './new-lead-mail.ts';

/** The listing fields a new lead's routing and mail read. */
export type LeadListingFacts = Pick<
  Listing,
  | 'ListAgentMlsId'
  | 'City'
  | 'StreetNumber'
  | 'StreetDirPrefix'
  | 'StreetName'
  | 'StreetDirSuffix'
  | 'StreetSuffix'
  | 'UnitNumber'
>;

/** What routing a new lead works with. */
export interface RouteNewLeadDeps {
  readonly inbox: ContactInbox;
  readonly routing: LeadRoutingStore;
  /** Every agent (only active ones get leads). */
  readonly agents: () => Promise<readonly Agent[]>;
  /** The listing a lead is about, or null. */
  readonly listing: (listingId: string) => Promise<LeadListingFacts | null>;
  /** The durable mail queue. */
  readonly mailer: Mailer;
  /** The site's public origin, for the links in the mails. */
  readonly siteUrl: string;
  /** Where a step that failed is told (the lead is kept whatever fails after it is stored). */
  readonly report: (what: string, error: unknown) => void;
}

/** The path of a lead in the admin area (the inbox with the lead open in its side panel). */
export function adminLeadPath(id: string): string {
  return `/admin/contacts?submission=${encodeURIComponent(id)}`;
}

async function orNull<T>(deps: RouteNewLeadDeps, what: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    deps.report(what, error);
    return null;
  }
}

/**
 * Routes a stored lead: assigns it by the admin's rule (the rule's agent, else the next agent in turn) and mails the
 * assigned agent and the office at once through the queue. Nothing here can lose the lead: a step that fails is
 * reported and the lead answered as far as it got (ADR 0036).
 */
export function createRouteNewLead(deps: RouteNewLeadDeps) {
  return async (lead: ContactSubmission): Promise<ContactSubmission> => {
    const listing =
      lead.listingId === null
        ? null
        : await orNull(deps, 'read the listing of a lead', () => deps.listing(lead.listingId ?? ''));
    const settings: LeadRoutingSettings =
      (await orNull(deps, 'read the lead routing settings', () => deps.routing.get())) ?? DEFAULT_LEAD_ROUTING;
    const active = ((await orNull(deps, 'read the agents', () => deps.agents())) ?? []).filter(isActiveAgent);
    const subject = { listAgentMlsId: listing?.ListAgentMlsId ?? null, city: listing?.City ?? null };
    const assigned = await orNull(deps, 'assign a lead', async () => {
      const agentId =
        ruleAgent(settings, subject, active) ?? (await deps.routing.takeTurn(active.map((agent) => agent.id)));
      return agentId === null ? lead : deps.inbox.assign(lead.id, agentId);
    });
    const routed = assigned ?? lead;
    const agent = active.find((candidate) => candidate.id === routed.assignedAgentId) ?? null;
    const leadListing: LeadListing | null =
      listing === null || lead.listingId === null
        ? null
        : { address: formatListingAddress(listing), url: `${deps.siteUrl}${listingPath(lead.listingId)}` };
    const facts = {
      agentName: agent?.name ?? null,
      listing: leadListing,
      adminUrl: `${deps.siteUrl}${adminLeadPath(lead.id)}`,
    };
    const recipients = [agent?.email.trim() ?? null, settings.officeEmail].filter(
      (address, index, all): address is string => address !== null && all.indexOf(address) === index,
    );
    for (const to of recipients)
      await orNull(deps, 'queue a new-lead mail', () => deps.mailer.send(newLeadMail(to, routed, facts)));
    return routed;
  };
}
