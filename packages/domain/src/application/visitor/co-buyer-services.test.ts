import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedClock, InMemoryCoBuyerShares, InMemorySavedHomes, InMemorySavedSearches } from '@app/testing';
import type { MailMessage } from '../../mail/mailer.port.ts';
import { savedHomesListOf } from '../../visitor/co-buyer.ts';
import { createCoBuyerServices } from './co-buyer-services.ts';
import { createVisitorServices } from './visitor-services.ts';
import type { ListingView } from '../../listing/listing-view.ts';

const DAY = 86_400_000;
const VISITORS = {
  ann: { id: 'a0000000-0000-4000-8000-00000000000a', email: 'ann@example.com' },
  bob: { id: 'b0000000-0000-4000-8000-00000000000b', email: 'bob@example.com' },
  cat: { id: 'c0000000-0000-4000-8000-00000000000c', email: 'cat@example.com' },
};
type Name = keyof typeof VISITORS;

function world() {
  const clock = new FixedClock(Date.parse('2026-11-26T12:00:00Z'));
  const shares = new InMemoryCoBuyerShares();
  const savedHomes = new InMemorySavedHomes();
  const sent: MailMessage[] = [];
  let tokens = 0;
  const coBuyers = createCoBuyerServices({
    shares,
    savedHomes,
    mailer: { send: (mail) => Promise.resolve(void sent.push(mail)) },
    clock,
    siteUrl: 'https://palmetto.example/',
    newToken: () => `token-${String(++tokens)}`,
    hashToken: (token) => `hash:${token}`,
  });
  const lists = createVisitorServices({
    savedListsFor: () => ({ savedHomes, savedSearches: new InMemorySavedSearches(), coBuyerShares: shares }),
    getListing: async (id) =>
      ({ ListingId: id, ListPrice: 500_000, StandardStatus: 'Active' }) as unknown as ListingView,
  });
  const as = (name: Name) => coBuyers(VISITORS[name]);
  const homesOf = (name: Name) => lists({ visitorId: VISITORS[name].id, accessToken: '' }).savedHomes;
  const lastToken = () => new URL(sent.at(-1)?.content?.action?.url ?? 'https://x/').searchParams.get('invitation');
  return { clock, shares, sent, as, homesOf, lastToken };
}

describe('sharing saved homes with a co-buyer', () => {
  it('mails an invitation whose link lets the invitee join; then both see and edit one list', async () => {
    const w = world();
    await w.homesOf('ann').save('A-1');
    await w.homesOf('bob').save('B-1');
    const invitation = await w.as('ann').invite('  Bob@Example.com ');
    expect(invitation).toMatchObject({ email: 'bob@example.com', status: 'pending' });
    const mail = w.sent[0]!;
    expect(mail.to).toBe('bob@example.com');
    expect(mail.content?.action?.url).toBe('https://palmetto.example/account/co-buyer?invitation=token-1');
    expect(mail.text).toContain('ann@example.com');

    expect(await w.as('bob').accept('token-1')).toBe('joined');
    expect((await w.homesOf('bob').ids()).sort()).toEqual(['A-1', 'B-1']);
    await w.homesOf('bob').save('B-2');
    await w.homesOf('ann').remove('A-1');
    expect((await w.homesOf('ann').ids()).sort()).toEqual(['B-1', 'B-2']);
    expect((await w.homesOf('bob').ids()).sort()).toEqual(['B-1', 'B-2']);
    expect(await w.as('bob').state()).toEqual({
      sharedBy: { shareId: invitation.id, email: 'ann@example.com' },
      invitations: [],
    });
    expect((await w.as('ann').state()).invitations).toEqual([{ ...invitation, status: 'accepted' }]);
    // A third visitor sees nothing of it and cannot stop it.
    expect(await w.homesOf('cat').ids()).toEqual([]);
    expect(await w.as('cat').state()).toEqual({ sharedBy: null, invitations: [] });
    expect(await w.as('cat').stop(invitation.id)).toBe(false);
  });

  it('lets either stop sharing; the co-buyer keeps a copy of the list as it was', async () => {
    const w = world();
    await w.homesOf('ann').save('A-1');
    const { id } = await w.as('ann').invite('bob@example.com');
    await w.as('bob').accept(w.lastToken() ?? '');
    expect(await w.as('bob').stop(id)).toBe(true);
    expect(await w.homesOf('bob').ids()).toEqual(['A-1']);
    await w.homesOf('bob').remove('A-1');
    expect(await w.homesOf('ann').ids()).toEqual(['A-1']);
    expect(await w.as('ann').stop(id)).toBe(false);
  });

  it('refuses an invitation to another address, an expired one, an unknown token, and a second list', async () => {
    const w = world();
    await w.as('ann').invite('bob@example.com');
    const token = w.lastToken() ?? '';
    expect(await w.as('cat').accept(token)).toBe('other_address');
    expect(await w.as('ann').accept(token)).toBe('other_address');
    expect(await w.as('bob').accept('guessed')).toBe('unknown');
    w.clock.advance(7 * DAY + 1);
    expect(await w.as('bob').accept(token)).toBe('expired');
    expect((await w.as('ann').state()).invitations.map((view) => view.status)).toEqual(['expired']);
    // An expired invitation is replaced by a new one.
    await w.as('ann').invite('bob@example.com');
    expect((await w.as('ann').state()).invitations.map((view) => view.status)).toEqual(['pending']);
    expect(await w.as('bob').accept(w.lastToken() ?? '')).toBe('joined');
    await w.as('cat').invite('bob@example.com');
    expect(await w.as('bob').accept(w.lastToken() ?? '')).toBe('already_sharing');
    await expect(w.as('bob').invite('cat@example.com')).rejects.toThrow('stop that first');
    await expect(w.as('ann').invite('cat@example.com')).rejects.toThrow('stop that first');
    await expect(w.as('cat').invite('cat@example.com')).rejects.toThrow('not yourself');
  });

  it('never lets a visitor see a list but their own or the one they joined by their own invitation', async () => {
    const names = Object.keys(VISITORS) as Name[];
    const name = fc.constantFrom(...names);
    const step = fc.oneof(
      fc.record({ type: fc.constant('invite' as const), by: name, to: name }),
      fc.record({ type: fc.constant('accept' as const), by: name, token: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ type: fc.constant('stop' as const), by: name, share: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ type: fc.constant('save' as const), by: name, listing: fc.constantFrom('L1', 'L2', 'L3') }),
      fc.record({ type: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 10 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const w = world();
        const invitedTo = new Map<number, Name>();
        for (const s of steps) {
          if (s.type === 'wait') w.clock.advance(s.days * DAY);
          else if (s.type === 'save') await w.homesOf(s.by).save(s.listing);
          else if (s.type === 'stop')
            await w.as(s.by).stop(`00000000-0000-4000-8000-${String(s.share).padStart(12, '0')}`);
          else if (s.type === 'accept') await w.as(s.by).accept(`token-${String(s.token)}`);
          else
            await w
              .as(s.by)
              .invite(VISITORS[s.to].email)
              .then(
                () => invitedTo.set(w.sent.length, s.to),
                () => undefined,
              );
          for (const visitor of names) {
            const shares = await w.shares.ofVisitor(VISITORS[visitor].id);
            const list = savedHomesListOf(VISITORS[visitor].id, shares);
            const joined = shares.filter((share) => share.coBuyerId === VISITORS[visitor].id);
            // In one list at most; another's only by an accepted invitation to their own address.
            expect(joined.length).toBeLessThanOrEqual(1);
            if (list !== VISITORS[visitor].id) {
              expect(joined[0]?.ownerId).toBe(list);
              expect(joined[0]?.inviteeEmail).toBe(VISITORS[visitor].email);
              // A co-buyer shares no list of their own at the same time.
              expect(shares.some((share) => share.ownerId === VISITORS[visitor].id && share.coBuyerId !== null)).toBe(
                false,
              );
            }
          }
        }
      }),
      { numRuns: 80 },
    );
  });
});
