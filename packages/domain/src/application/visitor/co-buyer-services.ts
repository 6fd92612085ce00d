import { ValidationError } from '../../errors/domain-error.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.port.ts';
import type { Clock } from '../../shared/clock.port.ts';
import {
  acceptanceOutcome,
  CO_BUYER_INVITATION_DAYS,
  coBuyerShareStatus,
  invitationIssue,
  isShareParty,
  normalEmail,
  type AcceptanceOutcome,
  type CoBuyerShareStatus,
} from '../../visitor/co-buyer.ts';
import type { CoBuyerShareStore } from '../../visitor/co-buyer.port.ts';
import type { SavedHomesRepository } from '../../visitor/saved-lists.port.ts';

/** The co-buyer (or invitation) of a visitor's own list, as the account page shows it. */
export interface CoBuyerInvitationView {
  readonly id: string;
  readonly email: string;
  readonly status: CoBuyerShareStatus;
  readonly expiresAt: string;
}

/** A visitor's sharing: the list they joined (its owner's address), and who they invited to theirs. */
export interface CoBuyerState {
  readonly sharedBy: { readonly shareId: string; readonly email: string } | null;
  readonly invitations: readonly CoBuyerInvitationView[];
}

/** The co-buyer use cases of one signed-in visitor. */
export interface CoBuyerServices {
  state(): Promise<CoBuyerState>;
  /** Invites a co-buyer by e-mail (a mail with a link valid CO_BUYER_INVITATION_DAYS); ValidationError otherwise. */
  invite(email: string): Promise<CoBuyerInvitationView>;
  /** Takes up an invitation from its mailed token: the visitor's saved homes join the owner's list. */
  accept(token: string): Promise<AcceptanceOutcome>;
  /** Stops a sharing (or withdraws an invitation) the visitor is part of; false when there is none such. */
  stop(shareId: string): Promise<boolean>;
}

export interface CoBuyerDeps {
  readonly shares: CoBuyerShareStore;
  readonly savedHomes: SavedHomesRepository;
  readonly mailer: Mailer;
  readonly clock: Clock;
  /** The public origin of the site, for the invitation link. */
  readonly siteUrl: string;
  /** A new unguessable token (mailed, never stored). */
  readonly newToken: () => string;
  /** The digest stored for a token. */
  readonly hashToken: (token: string) => string;
}

const DAY_MS = 86_400_000;

/** The page an invitation link opens. */
export function coBuyerInvitationUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/account/co-buyer?invitation=${encodeURIComponent(token)}`;
}

/** The invitation mail: who invites, the link, and until when it works. */
export function coBuyerInvitationMail(to: string, ownerEmail: string, url: string, expiresAt: string): MailMessage {
  const until = new Date(expiresAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });
  const subject = `${ownerEmail} wants to share saved homes with you`;
  const paragraphs = [
    `${ownerEmail} invited you to share their saved homes on Palmetto Realty Group: you will both see and change one list.`,
    `Sign in or create an account with this address (${to}) from the link below, by ${until}.`,
  ];
  return {
    to,
    subject,
    category: 'auth',
    text: `${paragraphs.join('\n\n')}\n\n${url}\n\nIf you do not know them, ignore this mail.`,
    content: {
      preview: paragraphs[0] ?? subject,
      heading: 'Share saved homes',
      paragraphs,
      action: { label: 'Join the shared list', url },
      closing: ['If you do not know them, ignore this mail.'],
    },
  };
}

/** Copies saved homes into another visitor's list (each kept with its price and status when first saved). */
async function copyHomes(homes: SavedHomesRepository, from: string, to: string): Promise<void> {
  for (const home of await homes.list(from))
    await homes.save({
      visitorId: to,
      listingId: home.listingId,
      priceAtSave: home.priceAtSave,
      statusAtSave: home.statusAtSave,
    });
}

/** The co-buyer use cases over the ports, for the visitor of a verified session. */
export function createCoBuyerServices(deps: CoBuyerDeps) {
  return (visitor: { readonly id: string; readonly email: string }): CoBuyerServices => ({
    async state() {
      const now = deps.clock.now();
      const shares = await deps.shares.ofVisitor(visitor.id);
      const joined = shares.find((share) => share.coBuyerId === visitor.id);
      return {
        sharedBy: joined === undefined ? null : { shareId: joined.id, email: joined.ownerEmail },
        invitations: shares
          .filter((share) => share.ownerId === visitor.id)
          .map((share) => ({
            id: share.id,
            email: share.inviteeEmail,
            status: coBuyerShareStatus(share, now),
            expiresAt: share.expiresAt,
          })),
      };
    },

    async invite(email) {
      const nowMs = deps.clock.now();
      const shares = await deps.shares.ofVisitor(visitor.id);
      const issue = invitationIssue({ owner: visitor, inviteeEmail: email, shares, nowMs });
      if (issue !== null) throw new ValidationError([{ field: 'email', message: issue }]);
      // An expired invitation of this visitor is replaced by the new one.
      for (const share of shares)
        if (share.ownerId === visitor.id && coBuyerShareStatus(share, nowMs) === 'expired')
          await deps.shares.remove(share.id);
      const token = deps.newToken();
      const share = await deps.shares.create({
        ownerId: visitor.id,
        ownerEmail: visitor.email,
        inviteeEmail: normalEmail(email),
        tokenHash: deps.hashToken(token),
        createdAt: new Date(nowMs).toISOString(),
        expiresAt: new Date(nowMs + CO_BUYER_INVITATION_DAYS * DAY_MS).toISOString(),
      });
      await deps.mailer.send(
        coBuyerInvitationMail(
          share.inviteeEmail,
          visitor.email,
          coBuyerInvitationUrl(deps.siteUrl, token),
          share.expiresAt,
        ),
      );
      return { id: share.id, email: share.inviteeEmail, status: 'pending', expiresAt: share.expiresAt };
    },

    async accept(token) {
      const nowMs = deps.clock.now();
      const share = await deps.shares.byTokenHash(deps.hashToken(token));
      const outcome = acceptanceOutcome({
        share,
        visitor,
        visitorShares: await deps.shares.ofVisitor(visitor.id),
        nowMs,
      });
      if (outcome !== 'joined' || share === null || share.coBuyerId === visitor.id) return outcome;
      if (!(await deps.shares.accept(share.id, visitor.id, new Date(nowMs).toISOString()))) return 'taken';
      // The co-buyer's own saved homes join the shared list.
      await copyHomes(deps.savedHomes, visitor.id, share.ownerId);
      for (const home of await deps.savedHomes.list(visitor.id))
        await deps.savedHomes.remove(visitor.id, home.listingId);
      return 'joined';
    },

    async stop(shareId) {
      const share = (await deps.shares.ofVisitor(visitor.id)).find(
        (candidate) => candidate.id === shareId && isShareParty(candidate, visitor.id),
      );
      if (share === undefined) return false;
      await deps.shares.remove(share.id);
      // The co-buyer keeps a copy of the list as it was when the sharing stopped.
      if (share.coBuyerId !== null) await copyHomes(deps.savedHomes, share.ownerId, share.coBuyerId);
      return true;
    },
  });
}
