import { InMemoryContactInbox, exampleContactSubmission } from '@app/testing';
import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../errors/domain-error.ts';
import { CONTACT_NOTE_MAX_LENGTH } from './contact-note.ts';
import {
  createAddContactNote,
  createChangeContactStatus,
  createCollectContactSubmissions,
  createGetContactSubmission,
  createListContactSubmissions,
} from './contact-use-cases.ts';

const AUTHOR = { authorId: null, authorEmail: 'maria@palmetto.example' };

async function inboxWith(count: number) {
  const inbox = new InMemoryContactInbox();
  for (let index = 0; index < count; index += 1)
    await inbox.receive(exampleContactSubmission({ name: `Visitor ${String(index).padStart(3, '0')}` }));
  return inbox;
}

describe('contact follow-up use cases', () => {
  it('lists with the defaults applied, and refuses a bad query', async () => {
    const inbox = await inboxWith(12);
    expect((await createListContactSubmissions(inbox)({})).items).toHaveLength(10);
    await expect(createListContactSubmissions(inbox)({ perPage: 0 })).rejects.toBeInstanceOf(ValidationError);
  });

  it('changes a status, answering the submission before and after', async () => {
    const inbox = await inboxWith(1);
    const [stored] = inbox.all();
    const { before, after } = await createChangeContactStatus(inbox)(stored?.id ?? '', 'closed');
    expect([before.status, after.status]).toEqual(['new', 'closed']);
    await expect(createChangeContactStatus(inbox)(stored?.id ?? '', 'archived')).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(
      createChangeContactStatus(inbox)('00000000-0000-4000-8000-000000000000', 'closed'),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('keeps a trimmed note and refuses an empty or too long one', async () => {
    const inbox = await inboxWith(1);
    const id = inbox.all()[0]?.id ?? '';
    const add = createAddContactNote(inbox);
    expect((await add(id, { ...AUTHOR, text: '  Called back  ' })).text).toBe('Called back');
    await expect(add(id, { ...AUTHOR, text: ' \n ' })).rejects.toThrow('text: Please write the note');
    await expect(add(id, { ...AUTHOR, text: 'x'.repeat(CONTACT_NOTE_MAX_LENGTH + 1) })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect((await createGetContactSubmission(inbox)(id)).notes.map((note) => note.text)).toEqual(['Called back']);
    await expect(createGetContactSubmission(inbox)('nope')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('collects every submission of a filter across pages, in the asked order', async () => {
    const inbox = await inboxWith(230);
    const all = await createCollectContactSubmissions(inbox)({ sort: 'name', search: 'VISITOR', page: 3, perPage: 5 });
    const some = await createCollectContactSubmissions(inbox)({ sort: 'name', direction: 'desc', search: 'visitor 1' });
    expect(all.map((item) => item.name)).toEqual(
      Array.from({ length: 230 }, (_, index) => `Visitor ${String(index).padStart(3, '0')}`),
    );
    expect([some.length, some[0]?.name]).toEqual([100, 'Visitor 199']);
  });
});
