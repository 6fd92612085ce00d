import { randomUUID } from 'node:crypto';
import type { Clock, ContactInbox, ContactSubmission, NewContactSubmission } from '@app/domain';
import { FixedClock } from './fixed-clock.ts';
import { PendingFailure } from './pending-failure.ts';

/** A ContactInbox kept in an array, for use-case and route tests and as the reference of its contract. */
export class InMemoryContactInbox implements ContactInbox {
  private readonly submissions: ContactSubmission[] = [];
  private readonly failure = new PendingFailure();

  /** The clock stamps createdAt; a FixedClock when left out. */
  constructor(private readonly clock: Clock = new FixedClock()) {}

  /** Makes the next call reject with the given error, once. */
  failNextWith(error: unknown): void {
    this.failure.set(error);
  }

  /** Every received submission, oldest first (copies). */
  all(): ContactSubmission[] {
    return this.submissions.map((submission) => ({ ...submission }));
  }

  async receive(submission: NewContactSubmission): Promise<ContactSubmission> {
    this.failure.throwIfSet();
    const { topic, name, email, phone, message, listingId, preferredTime, consent, sourcePath } = submission;
    const stored: ContactSubmission = {
      id: randomUUID(),
      topic,
      name,
      email,
      phone,
      message,
      listingId,
      preferredTime,
      consent,
      sourcePath,
      status: 'new',
      createdAt: new Date(this.clock.now()).toISOString(),
    };
    this.submissions.push(stored);
    return { ...stored };
  }
}
