import { describe, expect, it } from 'vitest';
import type { VisitorDirectory } from '@app/domain';
import { useContractFixture } from './contract-fixture.ts';

/** What the VisitorDirectory contract needs: the directory and a way to make and remove accounts on its backend. */
export interface VisitorDirectoryFixture {
  readonly directory: VisitorDirectory;
  /** A visitor account for the address; answers its id. */
  addVisitor(email: string): Promise<string>;
  /** A staff account (role admin) for the address; answers its id. */
  addStaff(email: string): Promise<string>;
  /** Deletes an account. */
  removeAccount(id: string): Promise<void>;
  reset(): Promise<void>;
  close?(): Promise<void>;
}

const UNKNOWN = 'a0000000-0000-4000-8000-00000000000a';

/** Declares the behaviour every VisitorDirectory must have. */
export function visitorDirectoryContract(name: string, setup: () => Promise<VisitorDirectoryFixture>): void {
  describe(`VisitorDirectory contract: ${name}`, () => {
    const fixture = useContractFixture(setup);

    it('answers the address of each visitor asked for, and nobody else’s', async () => {
      const dana = await fixture().addVisitor('dana.buyer@example.com');
      const lee = await fixture().addVisitor('lee.buyer@example.com');
      await fixture().addVisitor('not.asked@example.com');
      const emails = await fixture().directory.emailsOf([dana, lee, dana]);
      expect(Object.fromEntries(emails)).toEqual({ [dana]: 'dana.buyer@example.com', [lee]: 'lee.buyer@example.com' });
    });

    it('leaves out unknown, deleted and malformed ids and staff accounts, and answers nothing for nothing', async () => {
      const dana = await fixture().addVisitor('dana.buyer@example.com');
      const gone = await fixture().addVisitor('gone.buyer@example.com');
      const staff = await fixture().addStaff('maria@palmetto.example');
      await fixture().removeAccount(gone);
      const emails = await fixture().directory.emailsOf([dana, gone, staff, UNKNOWN, 'not-a-uuid', "'; drop table x"]);
      expect(Object.fromEntries(emails)).toEqual({ [dana]: 'dana.buyer@example.com' });
      expect((await fixture().directory.emailsOf([])).size).toBe(0);
    });
  });
}
