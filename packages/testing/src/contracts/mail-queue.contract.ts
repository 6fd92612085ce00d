import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAIL_RETRY,
  deliverDueMail,
  type ClaimedMail,
  type MailMessage,
  type MailQueue,
  type Mailer,
} from '@app/domain';
import type { FixedClock } from '../fakes/fixed-clock.ts';
import type { QueuedMailState } from '../fakes/in-memory-mail-queue.ts';
import { RecordingMailTransport } from '../fakes/recording-mail-transport.ts';
import { useContractFixture, type ContractFixture } from './contract-fixture.ts';
import { ALERT_MAIL } from './mail-transport.contract.ts';

/**
 * What the MailQueue contract needs: the mailer that queues (on the fixture's clock), two workers' views of one queue
 * (separate connections where the adapter has them), and each mail's state in the order queued.
 */
export type MailQueueFixture = ContractFixture<'queue', MailQueue> & {
  readonly otherWorker: MailQueue;
  readonly mailer: Mailer;
  readonly clock: FixedClock;
  states(): Promise<QueuedMailState[]>;
};

const LEASE_MS = 60_000;
const silentReport = { sent: () => undefined, retrying: () => undefined, gaveUp: () => undefined };

function mail(index: number): MailMessage {
  return {
    to: `buyer${String(index)}@palmetto.example`,
    subject: `Mail ${String(index)}`,
    text: `Text ${String(index)}`,
  };
}

/** Declares the behaviour every MailQueue must have. */
export function mailQueueContract(name: string, setup: () => Promise<MailQueueFixture>): void {
  describe(`MailQueue contract: ${name}`, () => {
    const fixture = useContractFixture(setup);
    const now = () => fixture().clock.now();

    it('hands a queued mail out once, whole (HTML, headers, category), as its first try', async () => {
      await fixture().mailer.send(ALERT_MAIL);

      const [claimed, ...others] = await fixture().queue.claimDue(now(), LEASE_MS, 10);

      expect(others).toEqual([]);
      expect(claimed?.attempt).toBe(1);
      expect(claimed?.message).toEqual(ALERT_MAIL);
      expect(await fixture().otherWorker.claimDue(now(), LEASE_MS, 10)).toEqual([]);
      expect(await fixture().queue.claimDue(now(), LEASE_MS, 10)).toEqual([]);
    });

    it('gives each mail to exactly one of two workers claiming at the same time', async () => {
      for (let index = 0; index < 30; index += 1) await fixture().mailer.send(mail(index));

      const claims: ClaimedMail[] = [];
      for (let round = 0; round < 4; round += 1) {
        const [first, second] = await Promise.all([
          fixture().queue.claimDue(now(), LEASE_MS, 6),
          fixture().otherWorker.claimDue(now(), LEASE_MS, 6),
        ]);
        claims.push(...first, ...second);
      }

      const subjects = claims.map((claim) => claim.message.subject);
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
    });

    it('hands the longest-due mails out first, no more than asked', async () => {
      for (let index = 0; index < 3; index += 1) {
        await fixture().mailer.send(mail(index));
        fixture().clock.advance(1000);
      }

      const claimed = await fixture().queue.claimDue(now(), LEASE_MS, 2);

      expect(claimed.map((claim) => claim.message.subject)).toEqual(['Mail 0', 'Mail 1']);
    });

    it('puts a failed try back until its retry time, then hands it out as the next try', async () => {
      await fixture().mailer.send(mail(1));
      const [first] = await fixture().queue.claimDue(now(), LEASE_MS, 1);
      await fixture().queue.retryAt(first as ClaimedMail, now() + 30_000, 'connect ECONNREFUSED');

      expect(await fixture().queue.claimDue(now() + 29_999, LEASE_MS, 1)).toEqual([]);
      const [second] = await fixture().queue.claimDue(now() + 30_000, LEASE_MS, 1);

      expect(second?.attempt).toBe(2);
      expect((await fixture().states())[0]).toMatchObject({ status: 'sending', reason: 'connect ECONNREFUSED' });
    });

    it('hands out again, once its lease ran out, a mail whose worker died; the dead claim can no longer mark it', async () => {
      await fixture().mailer.send(mail(1));
      const [dead] = await fixture().queue.claimDue(now(), LEASE_MS, 1);

      expect(await fixture().otherWorker.claimDue(now() + LEASE_MS - 1, LEASE_MS, 1)).toEqual([]);
      const [again] = await fixture().otherWorker.claimDue(now() + LEASE_MS, LEASE_MS, 1);
      expect(again?.attempt).toBe(2);

      await fixture().queue.markFailed(dead as ClaimedMail, 'too late');
      expect((await fixture().states())[0]).toMatchObject({ status: 'sending', attempts: 2 });
      await fixture().otherWorker.markSent(again as ClaimedMail, now() + LEASE_MS);
      expect((await fixture().states())[0]).toMatchObject({ status: 'sent', attempts: 2 });
    });

    it('never hands out a sent or a failed mail again', async () => {
      await fixture().mailer.send(mail(1));
      await fixture().mailer.send(mail(2));
      const [sent, failed] = await fixture().queue.claimDue(now(), LEASE_MS, 2);
      await fixture().queue.markSent(sent as ClaimedMail, now());
      await fixture().queue.markFailed(failed as ClaimedMail, '550 no such user');

      expect(await fixture().queue.claimDue(now() + 365 * 86_400_000, LEASE_MS, 10)).toEqual([]);
      expect((await fixture().states()).map((state) => state.status)).toEqual(['sent', 'failed']);
    });

    it('prunes the mails sent before a time, and keeps those waiting, being tried or given up', async () => {
      for (let index = 1; index <= 5; index += 1) await fixture().mailer.send(mail(index));
      const [old, failed, sending, recent] = await fixture().queue.claimDue(now(), LEASE_MS, 4);
      await fixture().queue.markSent(old as ClaimedMail, now());
      await fixture().queue.markFailed(failed as ClaimedMail, '550 no such user');
      fixture().clock.advance(10 * 86_400_000);
      await fixture().queue.markSent(recent as ClaimedMail, now());
      expect(sending).toBeDefined();

      expect(await fixture().queue.pruneDelivered(now() - 86_400_000)).toBe(1);
      expect(await fixture().queue.pruneDelivered(now() - 86_400_000)).toBe(0);
      expect((await fixture().states()).map((state) => [state.subject, state.status])).toEqual([
        ['Mail 2', 'failed'],
        ['Mail 3', 'sending'],
        ['Mail 4', 'sent'],
        ['Mail 5', 'queued'],
      ]);
    });

    it('loses nothing when a worker dies mid-send: another delivers every mail once the lease ran out', async () => {
      for (let index = 0; index < 12; index += 1) await fixture().mailer.send(mail(index));
      await fixture().queue.claimDue(now(), LEASE_MS, 5);
      const transport = new RecordingMailTransport();
      const deliver = () =>
        deliverDueMail({
          queue: fixture().otherWorker,
          transport,
          clock: fixture().clock,
          policy: { ...DEFAULT_MAIL_RETRY, leaseMs: LEASE_MS },
          random: () => 0.5,
          report: silentReport,
          batchSize: 4,
        });

      expect(await deliver()).toBe(7);
      fixture().clock.advance(LEASE_MS);
      expect(await deliver()).toBe(5);

      expect(transport.delivered.map((message) => message.subject).sort()).toEqual(
        Array.from({ length: 12 }, (_, index) => `Mail ${String(index)}`).sort(),
      );
      expect((await fixture().states()).every((state) => state.status === 'sent')).toBe(true);
    });
  });
}
