import { describe } from 'vitest';
import type { FooterLink, FooterLinkFields, FooterLinkRepository } from '@app/domain';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';
import { describeFooterLinkList } from './footer-link-list.contract.ts';
import { describeFooterLinkWrites } from './footer-link-writes.contract.ts';

/** What the footer link contract needs: the repository (empty after reset) and its lifecycle. */
export type FooterLinkRepositoryFixture = ContractFixture<'repository', FooterLinkRepository>;

/**
 * Declares the behaviour every FooterLinkRepository must have (its JSDoc promises and the spec's
 * admin list rules), as a vitest suite run against the adapter that setup returns.
 */
export function footerLinkRepositoryContract(name: string, setup: () => Promise<FooterLinkRepositoryFixture>): void {
  describe(`FooterLinkRepository contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const repository = () => fixture().repository;
    const createAll = async (all: readonly FooterLinkFields[]) => {
      const created: FooterLink[] = [];
      for (const link of all) created.push(await repository().create(link));
      return created;
    };
    const context = { repository, reset: () => fixture().reset(), createAll };
    describeFooterLinkWrites(context);
    describeFooterLinkList(context);
  });
}
