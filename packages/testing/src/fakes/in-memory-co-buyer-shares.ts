import type { CoBuyerShare, CoBuyerShareStore, NewCoBuyerShare } from '@app/domain';

/** `CoBuyerShareStore` in memory, the reference the Postgres adapter's contract is held to. */
export class InMemoryCoBuyerShares implements CoBuyerShareStore {
  private shares: (CoBuyerShare & { tokenHash: string })[] = [];
  private sequence = 0;

  async create(share: NewCoBuyerShare): Promise<CoBuyerShare> {
    this.sequence += 1;
    const stored = {
      id: `00000000-0000-4000-8000-${String(this.sequence).padStart(12, '0')}`,
      ownerId: share.ownerId,
      ownerEmail: share.ownerEmail,
      inviteeEmail: share.inviteeEmail,
      coBuyerId: null,
      createdAt: share.createdAt,
      expiresAt: share.expiresAt,
      acceptedAt: null,
      tokenHash: share.tokenHash,
    };
    if (this.shares.some((other) => other.tokenHash === share.tokenHash)) throw new Error('token hash taken');
    this.shares.push(stored);
    return withoutHash(stored);
  }

  async byTokenHash(tokenHash: string): Promise<CoBuyerShare | null> {
    const share = this.shares.find((candidate) => candidate.tokenHash === tokenHash);
    return share === undefined ? null : withoutHash(share);
  }

  async ofVisitor(visitorId: string): Promise<CoBuyerShare[]> {
    return this.shares
      .filter((share) => share.ownerId === visitorId || share.coBuyerId === visitorId)
      .map(withoutHash)
      .reverse();
  }

  async accept(shareId: string, coBuyerId: string, at: string): Promise<boolean> {
    const share = this.shares.find((candidate) => candidate.id === shareId);
    if (share === undefined || share.coBuyerId !== null) return false;
    if (this.shares.some((other) => other.coBuyerId === coBuyerId)) return false;
    Object.assign(share, { coBuyerId, acceptedAt: at });
    return true;
  }

  async remove(shareId: string): Promise<boolean> {
    const before = this.shares.length;
    this.shares = this.shares.filter((share) => share.id !== shareId);
    return this.shares.length < before;
  }

  clear(): void {
    this.shares = [];
  }
}

function withoutHash({ tokenHash: _tokenHash, ...share }: CoBuyerShare & { tokenHash: string }): CoBuyerShare {
  return { ...share };
}
