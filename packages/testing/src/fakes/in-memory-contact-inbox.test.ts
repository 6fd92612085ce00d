import { describe, expect, it } from 'vitest';
import { exampleContactSubmission } from '../contracts/contact-inbox.contract.ts';
import { FixedClock } from './fixed-clock.ts';
import { InMemoryContactInbox } from './in-memory-contact-inbox.ts';

describe(InMemoryContactInbox, () => {
  it('stamps createdAt from its clock and keeps every submission, oldest first', async () => {
    const clock = new FixedClock(Date.parse('2026-03-01T09:00:00.000Z'));
    const inbox = new InMemoryContactInbox(clock);

    const first = await inbox.receive(exampleContactSubmission());
    clock.advance(60_000);
    const second = await inbox.receive(exampleContactSubmission({ topic: 'general', listingId: null }));

    expect([first.createdAt, second.createdAt]).toEqual(['2026-03-01T09:00:00.000Z', '2026-03-01T09:01:00.000Z']);
    expect(inbox.all()).toEqual([first, second]);
  });

  it('fails the next call once when told to, storing nothing', async () => {
    const inbox = new InMemoryContactInbox();
    const failure = new Error('inbox down');
    inbox.failNextWith(failure);

    await expect(inbox.receive(exampleContactSubmission())).rejects.toBe(failure);
    expect(inbox.all()).toEqual([]);
    await expect(inbox.receive(exampleContactSubmission())).resolves.toMatchObject({ status: 'new' });
  });
});
