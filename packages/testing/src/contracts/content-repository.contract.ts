import { describe } from 'vitest';
import {
  AGENTS,
  ARTICLES,
  BANNERS,
  COMMUNITIES,
  SALES_RESULTS,
  SITE_PAGES,
  TESTIMONIALS,
  normalizeContentQuery,
  CONTENT_MAX_PAGE_SIZE,
  type ContentEntity,
  type ContentFields,
  type ContentRepository,
} from '@app/domain';
import { agentFieldsArbitrary, exampleAgentFields } from '../arbitraries/agent.arbitrary.ts';
import { articleFieldsArbitrary, exampleArticleFields } from '../arbitraries/article.arbitrary.ts';
import { bannerFieldsArbitrary, exampleBannerFields } from '../arbitraries/banner.arbitrary.ts';
import { communityFieldsArbitrary, exampleCommunityFields } from '../arbitraries/community.arbitrary.ts';
import { exampleSalesResultFields, salesResultFieldsArbitrary } from '../arbitraries/sales-result.arbitrary.ts';
import { exampleSitePageFields, sitePageFieldsArbitrary } from '../arbitraries/site-page.arbitrary.ts';
import { exampleTestimonialFields, testimonialFieldsArbitrary } from '../arbitraries/testimonial.arbitrary.ts';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';
import type { ContentContractSubject } from './content-contract-context.ts';
import { describeContentList } from './content-list.contract.ts';
import { describeContentWrites } from './content-writes.contract.ts';

export type { ContentContractSubject } from './content-contract-context.ts';

/**
 * What the content contract needs: the repository (empty after reset) and its lifecycle. Adapters
 * with foreign keys must keep the REFERENCE_AGENT_IDS agents stored after every reset (collections
 * other than agents point at them).
 */
export type ContentRepositoryFixture<T extends ContentEntity> = ContractFixture<'repository', ContentRepository<T>>;

/** Calls declare for every content collection with its fields arbitrary and example (run the contract for each). */
export function forEachContentSubject(
  declare: <T extends ContentEntity>(subject: ContentContractSubject<T>) => void,
): void {
  declare({ collection: AGENTS, fields: agentFieldsArbitrary, example: exampleAgentFields });
  declare({ collection: COMMUNITIES, fields: communityFieldsArbitrary, example: exampleCommunityFields });
  declare({ collection: ARTICLES, fields: articleFieldsArbitrary, example: exampleArticleFields });
  declare({ collection: BANNERS, fields: bannerFieldsArbitrary, example: exampleBannerFields });
  declare({ collection: TESTIMONIALS, fields: testimonialFieldsArbitrary, example: exampleTestimonialFields });
  declare({ collection: SALES_RESULTS, fields: salesResultFieldsArbitrary, example: exampleSalesResultFields });
  declare({ collection: SITE_PAGES, fields: sitePageFieldsArbitrary, example: exampleSitePageFields });
}

/**
 * Declares the behaviour every ContentRepository must have for one collection (its JSDoc
 * promises, the query rules of ContentQuery and the visibility rule of isVisibleAt), as a vitest
 * suite run against the adapter that setup returns.
 */
export function contentRepositoryContract<T extends ContentEntity>(
  name: string,
  subject: ContentContractSubject<T>,
  setup: () => Promise<ContentRepositoryFixture<T>>,
): void {
  describe(`ContentRepository contract (${subject.collection.name}): ${name}`, () => {
    const fixture = useContractFixture(setup);
    const repository = () => fixture().repository;
    const slugField = subject.collection.slugField;
    const context = {
      subject,
      repository,
      reset: () => fixture().reset(),
      createAll: async (all: readonly ContentFields<T>[]) => {
        const created: T[] = [];
        for (const fields of all) created.push(await repository().create(fields));
        return created;
      },
      variant: (n: number, overrides: Record<string, unknown> = {}) =>
        subject.example({ ...(slugField === null ? {} : { [slugField]: `example-${n}` }), ...overrides } as Partial<
          ContentFields<T>
        >),
      everything: () => normalizeContentQuery(subject.collection, { perPage: CONTENT_MAX_PAGE_SIZE }),
    };
    describeContentWrites(context);
    describeContentList(context);
  });
}
