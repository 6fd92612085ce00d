import { describe, expect, it } from 'vitest';
import { NotFoundError, normalizeContactQuery, UNASSIGNED } from '@app/domain';
import { exampleContactSubmission as example } from './contact-inbox-example.ts';
import type { ContactInboxContractContext } from './contact-inbox-context.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** The assignment part of the contact inbox contract: the agent, the follow-up day, and their filters (ADR 0036). */
export function describeContactInboxAssignment({ inbox, receiveAll }: ContactInboxContractContext): void {
  describe('assignment and follow-up', () => {
    it('gives a lead to an agent and back to nobody, keeping everything else', async () => {
      const [stored] = await receiveAll([example()]);
      const id = stored?.id ?? '';

      const assigned = await inbox().assign(id, 'agent-7');
      expect(assigned).toEqual({ ...stored, assignedAgentId: 'agent-7', updatedAt: expect.any(String) });
      expect(await inbox().findById(id)).toEqual(assigned);
      expect((await inbox().assign(id.toUpperCase(), null)).assignedAgentId).toBeNull();
    });

    it('sets and clears the follow-up day, kept as written', async () => {
      const [stored] = await receiveAll([example()]);
      const id = stored?.id ?? '';

      expect((await inbox().setFollowUp(id, '2026-02-28')).followUpOn).toBe('2026-02-28');
      expect((await inbox().findById(id))?.followUpOn).toBe('2026-02-28');
      expect((await inbox().setFollowUp(id, null)).followUpOn).toBeNull();
    });

    it('refuses an unknown or malformed id with NotFoundError', async () => {
      for (const id of [UNKNOWN, 'not-a-uuid']) {
        await expect(inbox().assign(id, 'agent-7')).rejects.toBeInstanceOf(NotFoundError);
        await expect(inbox().setFollowUp(id, '2026-03-01')).rejects.toBeInstanceOf(NotFoundError);
      }
    });

    it('filters by agent, by nobody, and by overdue (open leads whose day is before the given day)', async () => {
      const [ana, bo, cy, di] = await receiveAll([
        example({ name: 'Ana' }),
        example({ name: 'Bo' }),
        example({ name: 'Cy' }),
        example({ name: 'Di' }),
      ]);
      await inbox().assign(ana?.id ?? '', 'agent-1');
      await inbox().assign(bo?.id ?? '', 'agent-2');
      await inbox().setFollowUp(ana?.id ?? '', '2026-03-09');
      await inbox().setFollowUp(bo?.id ?? '', '2026-03-10');
      await inbox().setFollowUp(cy?.id ?? '', '2026-03-01');
      await inbox().setStatus(cy?.id ?? '', 'closed');
      const names = async (input: Record<string, unknown>) =>
        (await inbox().list(normalizeContactQuery({ ...input, sort: 'name' }))).items.map((item) => item.name);

      expect(await names({ agent: 'agent-1' })).toEqual(['Ana']);
      expect(await names({ agent: UNASSIGNED })).toEqual(['Cy', 'Di']);
      expect(await names({ overdueBefore: '2026-03-10' })).toEqual(['Ana']);
      expect(await names({ overdueBefore: '2026-03-11', agent: 'agent-2' })).toEqual(['Bo']);
      expect(di?.followUpOn).toBeNull();
    });
  });
}
