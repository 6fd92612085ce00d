import { describe, expect, it } from 'vitest';
import { normalizeContactQuery } from '@app/domain';
import { exampleContactSubmission as example } from './contact-inbox-example.ts';
import type { ContactInboxContractContext } from './contact-inbox-context.ts';

/** The admin list part of the contact inbox contract: filters, search, orders, pages and exact totals. */
export function describeContactInboxList({ inbox, receiveAll }: ContactInboxContractContext): void {
  describe('list', () => {
    it('answers newest first by default, in pages with the exact total, nothing past the end', async () => {
      const stored = await receiveAll(['One', 'Two', 'Three', 'Four', 'Five'].map((name) => example({ name })));

      const first = await inbox().list(normalizeContactQuery({ perPage: 2 }));
      const last = await inbox().list(normalizeContactQuery({ perPage: 2, page: 3 }));
      const beyond = await inbox().list(normalizeContactQuery({ perPage: 2, page: 4 }));

      expect(first).toEqual({ items: [stored[4], stored[3]], total: 5 });
      expect(last).toEqual({ items: [stored[0]], total: 5 });
      expect(beyond).toEqual({ items: [], total: 5 });
    });

    it('keeps one status and one kind of message when asked to, and counts only those', async () => {
      await receiveAll([
        example({ name: 'A' }),
        example({ name: 'B', status: 'contacted' }),
        example({ name: 'C', topic: 'selling', listingId: null, status: 'contacted' }),
        example({ name: 'D', topic: 'selling', listingId: null, status: 'closed' }),
      ]);

      const contacted = await inbox().list(normalizeContactQuery({ status: 'contacted' }));
      const selling = await inbox().list(normalizeContactQuery({ topic: 'selling' }));
      const both = await inbox().list(normalizeContactQuery({ topic: 'selling', status: 'contacted' }));

      expect([contacted.total, contacted.items.map((item) => item.name)]).toEqual([2, ['C', 'B']]);
      expect([selling.total, selling.items.map((item) => item.name)]).toEqual([2, ['D', 'C']]);
      expect(both.items.map((item) => item.name)).toEqual(['C']);
    });

    it('searches name, email, phone, message and listing id for the text in any case', async () => {
      await receiveAll([
        example({ name: 'Maria GULF', email: 'm@example.com' }),
        example({ name: 'Ann', email: 'ann@gulfshore.example' }),
        example({ name: 'Bo', message: 'A home on the Gulf side' }),
        example({ name: 'Cy', phone: '2395550111' }),
        example({ name: 'Di', listingId: '226555012' }),
        example({ name: 'Ed', message: 'Nothing here' }),
      ]);

      const gulf = await inbox().list(normalizeContactQuery({ search: 'gUlF' }));
      const digits = await inbox().list(normalizeContactQuery({ search: '5550' }));

      expect(gulf.items.map((item) => item.name).sort()).toEqual(['Ann', 'Bo', 'Maria GULF']);
      expect(digits.items.map((item) => item.name).sort()).toEqual(['Cy', 'Di']);
    });

    it.each(['%', '_', '\\', "o'c"])('treats %j in the search as literal text', async (search) => {
      const messages = ['50% off', 'a_b', 'back\\slash', "O'Connor", 'plain'];
      await receiveAll(messages.map((message) => example({ message, name: message })));

      const page = await inbox().list(normalizeContactQuery({ search }));

      expect(page.items.map((item) => item.message)).toEqual(
        messages.filter((text) => text.toLowerCase().includes(search.toLowerCase())).reverse(),
      );
    });

    it('orders by name or email in any case, by topic or status, either way, ties newest first', async () => {
      const stored = await receiveAll([
        example({ name: 'bea', email: 'Z@example.com' }),
        example({ name: 'Al', email: 'y@example.com', status: 'closed' }),
        example({ name: 'Bea', email: 'x@example.com', status: 'contacted' }),
      ]);
      const names = async (sort: string, direction: string) =>
        (await inbox().list(normalizeContactQuery({ sort, direction }))).items.map((item) => item.id);
      const [bea, al, Bea] = stored.map((item) => item.id);

      expect(await names('name', 'asc')).toEqual([al, Bea, bea]);
      expect(await names('name', 'desc')).toEqual([Bea, bea, al]);
      expect(await names('email', 'asc')).toEqual([Bea, al, bea]);
      expect(await names('status', 'asc')).toEqual([al, Bea, bea]);
      expect(await names('createdAt', 'asc')).toEqual([bea, al, Bea]);
    });
  });
}
