import { describe, expect, it } from 'vitest';
import type { CoBuyerShareStore, NewCoBuyerShare } from '@app/domain';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';

const OWNER = 'd0000000-0000-4000-8000-00000000000d';
const CO_BUYER = 'e0000000-0000-4000-8000-00000000000e';
const OTHER = 'f0000000-0000-4000-8000-00000000000f';

function invitation(ownerId: string, hashDigit: string, overrides: Partial<NewCoBuyerShare> = {}): NewCoBuyerShare {
  return {
    ownerId,
    ownerEmail: 'owner@example.com',
    inviteeEmail: 'co-buyer@example.com',
    tokenHash: hashDigit.repeat(64),
    createdAt: '2026-11-26T12:00:00.000Z',
    expiresAt: '2026-12-03T12:00:00.000Z',
    ...overrides,
  };
}

/** Declares the behaviour every CoBuyerShareStore must have. */
export function coBuyerSharesContract(
  name: string,
  setup: () => Promise<ContractFixture<'shares', CoBuyerShareStore>>,
) {
  describe(`CoBuyerShareStore contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const shares = () => fixture().shares;

    it('stores an invitation whole, finds it by its token digest only, and lists it for its owner', async () => {
      const created = await shares().create(invitation(OWNER, 'a'));
      expect(created).toEqual({
        id: expect.any(String) as string,
        ownerId: OWNER,
        ownerEmail: 'owner@example.com',
        inviteeEmail: 'co-buyer@example.com',
        coBuyerId: null,
        createdAt: '2026-11-26T12:00:00.000Z',
        expiresAt: '2026-12-03T12:00:00.000Z',
        acceptedAt: null,
      });
      expect(await shares().byTokenHash('a'.repeat(64))).toEqual(created);
      expect(await shares().byTokenHash('b'.repeat(64))).toBeNull();
      expect(await shares().byTokenHash("' or 1=1 --")).toBeNull();
      expect(await shares().ofVisitor(OWNER)).toEqual([created]);
      expect(await shares().ofVisitor(CO_BUYER)).toEqual([]);
    });

    it('lets one visitor join once; the share is then listed for both, and nobody joins two lists', async () => {
      const first = await shares().create(invitation(OWNER, 'a'));
      const second = await shares().create(invitation(OTHER, 'b'));
      expect(await shares().accept(first.id, CO_BUYER, '2026-11-27T08:00:00.000Z')).toBe(true);
      expect(await shares().accept(first.id, OTHER, '2026-11-27T08:00:00.000Z')).toBe(false);
      expect(await shares().accept(second.id, CO_BUYER, '2026-11-27T08:00:00.000Z')).toBe(false);
      const joined = { ...first, coBuyerId: CO_BUYER, acceptedAt: '2026-11-27T08:00:00.000Z' };
      expect(await shares().ofVisitor(CO_BUYER)).toEqual([joined]);
      expect(await shares().ofVisitor(OWNER)).toEqual([joined]);
    });

    it('removes a share, answering whether there was one, and ignores ids that are not its own', async () => {
      const share = await shares().create(invitation(OWNER, 'a'));
      expect(await shares().remove('not-an-id')).toBe(false);
      expect(await shares().accept('not-an-id', CO_BUYER, '2026-11-27T08:00:00.000Z')).toBe(false);
      expect(await shares().remove(share.id)).toBe(true);
      expect(await shares().remove(share.id)).toBe(false);
      expect(await shares().ofVisitor(OWNER)).toEqual([]);
    });
  });
}
