import { describe, expect, it } from 'vitest';
import { NotFoundError } from '@app/domain';
import { pause } from './contract-fixture.ts';
import { exampleContactSubmission as example } from './contact-inbox-example.ts';
import type { ContactInboxContractContext } from './contact-inbox-context.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const AUTHOR = { authorId: '0b9a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', authorEmail: 'maria@palmetto.example' };

/** The follow-up part of the contact inbox contract: find, status, notes, delete, counts. */
export function describeContactInboxChanges({ inbox, receiveAll }: ContactInboxContractContext): void {
  describe('follow-up', () => {
    it('finds a submission by id, in any letter case, and nothing for an unknown or malformed id', async () => {
      const [stored] = await receiveAll([example()]);

      expect(await inbox().findById(stored?.id ?? '')).toEqual(stored);
      expect(await inbox().findById(stored?.id.toUpperCase() ?? '')).toEqual(stored);
      expect(await inbox().findById(UNKNOWN)).toBeNull();
      expect(await inbox().findById('not-a-uuid')).toBeNull();
    });

    it('moves a submission to another status, setting updatedAt and keeping everything else', async () => {
      const [stored] = await receiveAll([example()]);
      const id = stored?.id ?? '';
      await pause();

      const changed = await inbox().setStatus(id, 'contacted');

      expect(changed).toEqual({ ...stored, status: 'contacted', updatedAt: expect.any(String) });
      expect(changed.updatedAt > (stored?.updatedAt ?? '')).toBe(true);
      expect(await inbox().findById(id)).toEqual(changed);
      expect((await inbox().setStatus(id, 'new')).status).toBe('new');
    });

    it('refuses to change or delete an unknown or malformed id with NotFoundError', async () => {
      for (const id of [UNKNOWN, 'not-a-uuid']) {
        await expect(inbox().setStatus(id, 'closed')).rejects.toBeInstanceOf(NotFoundError);
        await expect(inbox().delete(id)).rejects.toBeInstanceOf(NotFoundError);
        await expect(inbox().addNote(id, { ...AUTHOR, text: 'Called' })).rejects.toBeInstanceOf(NotFoundError);
        expect(await inbox().notes(id)).toEqual([]);
      }
    });

    it('keeps notes on a submission, oldest first, with their author and time', async () => {
      const [first, other] = await receiveAll([example(), example()]);
      const id = first?.id ?? '';

      const called = await inbox().addNote(id, { ...AUTHOR, text: 'Called, left a voicemail' });
      await pause();
      await inbox().addNote(other?.id ?? '', { ...AUTHOR, text: 'Other submission' });
      const booked = await inbox().addNote(id.toUpperCase(), {
        authorId: null,
        authorEmail: 'system',
        text: 'Showing booked: Saturday 10:30 "front door"',
      });

      expect(called).toEqual({
        id: expect.any(String),
        submissionId: id,
        ...AUTHOR,
        text: 'Called, left a voicemail',
        createdAt: expect.any(String),
      });
      expect(await inbox().notes(id)).toEqual([called, booked]);
    });

    it('deletes a submission with its notes', async () => {
      const [gone, kept] = await receiveAll([example({ name: 'Gone' }), example({ name: 'Kept' })]);
      await inbox().addNote(gone?.id ?? '', { ...AUTHOR, text: 'Spam' });

      await inbox().delete(gone?.id ?? '');

      expect(await inbox().findById(gone?.id ?? '')).toBeNull();
      expect(await inbox().notes(gone?.id ?? '')).toEqual([]);
      expect(await inbox().findById(kept?.id ?? '')).toEqual(kept);
    });

    it('counts the submissions in each status, zero for a status none is in', async () => {
      expect(await inbox().countByStatus()).toEqual({ new: 0, contacted: 0, closed: 0 });
      await receiveAll([example(), example(), example({ status: 'closed' })]);

      expect(await inbox().countByStatus()).toEqual({ new: 2, contacted: 0, closed: 1 });
    });
  });
}
