import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_SORT_FIELDS,
  CONTACT_STATUSES,
  CONTACT_TOPICS,
  compareContactSubmissions,
  matchesContactFilter,
  normalizeContactQuery,
  type ContactStatus,
  type NewContactSubmission,
} from '@app/domain';
import { exampleContactSubmission as example } from './contact-inbox-example.ts';
import type { ContactInboxContractContext } from './contact-inbox-context.ts';

/** Submissions with ties in every sortable field and texts a search can find in several fields. */
const submissionArbitrary: fc.Arbitrary<NewContactSubmission & { readonly status?: ContactStatus }> = fc
  .record({
    name: fc.constantFrom('Ana', 'ana', 'Bo Gulf', 'Cy', "Di O'Neil", 'ed_5'),
    email: fc.constantFrom('ana@example.com', 'ANA@example.com', 'bo@gulf.example', 'c@example.com'),
    phone: fc.constantFrom(null, '(239) 555-0101', '2395550199'),
    message: fc.constantFrom('Hi', 'A Gulf view?', '50% down', 'call after 5'),
    listingId: fc.constantFrom(null, '226000501', '226555000'),
    topic: fc.constantFrom(...CONTACT_TOPICS),
    status: fc.constantFrom(...CONTACT_STATUSES),
  })
  .map((fields) => example(fields));

const queryArbitrary = fc.record({
  search: fc.constantFrom('', 'ana', 'GULF', '555', '%', '_', "o'n", '5'),
  status: fc.constantFrom(undefined, ...CONTACT_STATUSES),
  topic: fc.constantFrom(undefined, ...CONTACT_TOPICS),
  sort: fc.constantFrom(...CONTACT_SORT_FIELDS),
  direction: fc.constantFrom('asc', 'desc'),
  page: fc.integer({ min: 1, max: 3 }),
  perPage: fc.integer({ min: 1, max: 6 }),
});

/** The property: any random inbox and query are answered exactly as the domain's reference rules answer them. */
export function describeContactInboxReference({ inbox, reset, receiveAll }: ContactInboxContractContext): void {
  describe('reference', () => {
    it('answers any query exactly as the domain filter, order and paging do', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(submissionArbitrary, { maxLength: 8 }),
          fc.array(queryArbitrary, { minLength: 1, maxLength: 4 }),
          async (all, queries) => {
            await reset();
            const stored = await receiveAll(all);
            for (const input of queries) {
              const query = normalizeContactQuery(input);
              const matching = stored
                .filter((item) => matchesContactFilter(item, query))
                .sort(compareContactSubmissions(query.sort, query.direction));
              const from = (query.page - 1) * query.perPage;
              expect(await inbox().list(query)).toEqual({
                items: matching.slice(from, from + query.perPage),
                total: matching.length,
              });
            }
          },
        ),
        { numRuns: 20 },
      );
    });
  });
}
