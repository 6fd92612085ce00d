// Sharing saved homes with a co-buyer (issue 14 part 4, ADR 0033): a visitor invites one co-buyer by e-mail; the
// invitee, signed in with that address, joins the list; from then on both see and edit one list of saved homes (the
// owner's), until either stops sharing. An invitation not taken up within CO_BUYER_INVITATION_DAYS expires.

/** How long an invitation can be taken up. */
export const CO_BUYER_INVITATION_DAYS = 7;

/** An invitation to share a visitor's saved homes, and once taken up, the sharing. */
export interface CoBuyerShare {
  readonly id: string;
  /** Whose saved homes are shared (who invited). */
  readonly ownerId: string;
  readonly ownerEmail: string;
  /** The address invited (lowercase); only the account with this address may take the invitation up. */
  readonly inviteeEmail: string;
  /** The co-buyer once they joined; null while the invitation is open. */
  readonly coBuyerId: string | null;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly acceptedAt: string | null;
}

export type CoBuyerShareStatus = 'pending' | 'accepted' | 'expired';

/** Where a share stands at `nowMs`: joined (never expires), open, or expired unused. */
export function coBuyerShareStatus(share: Pick<CoBuyerShare, 'coBuyerId' | 'expiresAt'>, nowMs: number) {
  if (share.coBuyerId !== null) return 'accepted' satisfies CoBuyerShareStatus;
  return Date.parse(share.expiresAt) > nowMs ? ('pending' as const) : ('expired' as const);
}

/** An e-mail address as stored and compared: trimmed and lowercase. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whose saved homes a visitor sees and edits: the owner of a share they joined, otherwise their own. */
export function savedHomesListOf(visitorId: string, shares: readonly CoBuyerShare[]): string {
  return shares.find((share) => share.coBuyerId === visitorId)?.ownerId ?? visitorId;
}

/** Why a visitor may not invite this address now (null: they may), given the shares they are part of. */
export function invitationIssue(input: {
  readonly owner: { readonly id: string; readonly email: string };
  readonly inviteeEmail: string;
  readonly shares: readonly CoBuyerShare[];
  readonly nowMs: number;
}): string | null {
  const invitee = normalEmail(input.inviteeEmail);
  if (invitee === normalEmail(input.owner.email)) return 'Invite your co-buyer, not yourself';
  if (input.shares.some((share) => share.coBuyerId === input.owner.id))
    return 'You share another buyer’s saved homes: stop that first';
  const own = input.shares.filter(
    (share) => share.ownerId === input.owner.id && coBuyerShareStatus(share, input.nowMs) !== 'expired',
  );
  if (own.length > 0) return 'You already share your saved homes (or invited someone): stop that first';
  return null;
}

/** What taking up an invitation comes to. */
export type AcceptanceOutcome = 'joined' | 'unknown' | 'other_address' | 'expired' | 'taken' | 'already_sharing';

/**
 * Whether this visitor may take up this invitation: it must exist, be open, be for their address, and they must not
 * be part of another sharing (a list is shared by two, and nobody is in two lists).
 */
export function acceptanceOutcome(input: {
  readonly share: CoBuyerShare | null;
  readonly visitor: { readonly id: string; readonly email: string };
  /** The shares the visitor is part of now (as owner or co-buyer). */
  readonly visitorShares: readonly CoBuyerShare[];
  readonly nowMs: number;
}): AcceptanceOutcome {
  const { share, visitor } = input;
  if (share === null) return 'unknown';
  if (share.coBuyerId === visitor.id) return 'joined';
  if (share.coBuyerId !== null) return 'taken';
  if (normalEmail(share.inviteeEmail) !== normalEmail(visitor.email) || share.ownerId === visitor.id)
    return 'other_address';
  if (coBuyerShareStatus(share, input.nowMs) === 'expired') return 'expired';
  const busy = input.visitorShares.some(
    (other) =>
      other.id !== share.id &&
      (other.coBuyerId === visitor.id ||
        (other.ownerId === visitor.id && coBuyerShareStatus(other, input.nowMs) === 'accepted')),
  );
  return busy ? 'already_sharing' : 'joined';
}

/** Whether a visitor is one of the two parties of a share (only they see it or may stop it). */
export function isShareParty(share: Pick<CoBuyerShare, 'ownerId' | 'coBuyerId'>, visitorId: string): boolean {
  return share.ownerId === visitorId || share.coBuyerId === visitorId;
}
