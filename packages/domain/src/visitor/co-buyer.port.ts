import type { CoBuyerShare } from './co-buyer.ts';

/** A new invitation as stored: the share and the digest of its secret token (the token itself is only mailed). */
export interface NewCoBuyerShare {
  readonly ownerId: string;
  readonly ownerEmail: string;
  readonly inviteeEmail: string;
  readonly tokenHash: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/** The co-buyer shares (the server's only: the use cases check who may see and change what). */
export interface CoBuyerShareStore {
  create(share: NewCoBuyerShare): Promise<CoBuyerShare>;
  /** The share of an invitation token's digest; null when none. */
  byTokenHash(tokenHash: string): Promise<CoBuyerShare | null>;
  /** The shares a visitor is part of, as owner or co-buyer, the latest first. */
  ofVisitor(visitorId: string): Promise<CoBuyerShare[]>;
  /** Records that the co-buyer joined, if the share is still open (no co-buyer yet); answers whether it was. */
  accept(shareId: string, coBuyerId: string, at: string): Promise<boolean>;
  /** Deletes a share; answers whether there was one. */
  remove(shareId: string): Promise<boolean>;
}
