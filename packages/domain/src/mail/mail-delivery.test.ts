import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedClock, InMemoryMailQueue, RecordingMailTransport, REFUSED_MAIL_ADDRESS } from '@app/testing';
import { deliverDueMail, LEASE_RAN_OUT_ON_LAST_TRY, type MailDeliveryReport } from './mail-delivery.ts';
import { DEFAULT_MAIL_RETRY, retryDelayMs } from './mail-retry.ts';

const POLICY = { ...DEFAULT_MAIL_RETRY, maxAttempts: 3 };

function setUp() {
  const clock = new FixedClock();
  const queue = new InMemoryMailQueue(clock);
  const transport = new RecordingMailTransport();
  const events: string[] = [];
  const report: MailDeliveryReport = {
    sent: (mail) => events.push(`sent ${mail.message.subject} (try ${String(mail.attempt)})`),
    retrying: (mail, _error, atMs) => events.push(`retry ${mail.message.subject} in ${String(atMs - clock.now())} ms`),
    gaveUp: (mail, error) => events.push(`gave up ${mail.message.subject}: ${(error as Error).message}`),
  };
  const deliver = () => deliverDueMail({ queue, transport, clock, policy: POLICY, random: () => 0, report });
  return { clock, queue, transport, events, deliver };
}

describe(deliverDueMail, () => {
  it('delivers a queued mail and marks it sent', async () => {
    const { queue, transport, events, deliver } = setUp();
    await queue.send({ to: 'buyer@palmetto.example', subject: 'Welcome', text: 'Hello' });

    expect(await deliver()).toBe(1);

    expect(transport.delivered.map((mail) => mail.subject)).toEqual(['Welcome']);
    expect(events).toEqual(['sent Welcome (try 1)']);
    expect((await queue.states())[0]?.status).toBe('sent');
  });

  it('retries a failed try with back-off, and delivers once the server answers', async () => {
    const { clock, queue, transport, events, deliver } = setUp();
    await queue.send({ to: 'buyer@palmetto.example', subject: 'Welcome', text: 'Hello' });
    transport.failNext(2);

    await deliver();
    clock.advance(retryDelayMs(1, POLICY, 0) - 1);
    expect(await deliver()).toBe(0);
    clock.advance(1);
    await deliver();
    clock.advance(retryDelayMs(2, POLICY, 0));
    await deliver();

    expect(events).toEqual(['retry Welcome in 15000 ms', 'retry Welcome in 30000 ms', 'sent Welcome (try 3)']);
    expect(transport.delivered).toHaveLength(1);
  });

  it('gives a mail up after its last try, and goes on with the others', async () => {
    const { clock, queue, transport, events, deliver } = setUp();
    await queue.send({ to: REFUSED_MAIL_ADDRESS, subject: 'Bounce', text: 'x' });
    await queue.send({ to: 'buyer@palmetto.example', subject: 'Fine', text: 'y' });

    for (let pass = 0; pass < 3; pass += 1) {
      await deliver();
      clock.advance(POLICY.maxDelayMs);
    }

    expect(events.filter((event) => event.startsWith('gave up'))).toEqual([
      `gave up Bounce: 550 5.1.1 Recipient address rejected: ${REFUSED_MAIL_ADDRESS}`,
    ]);
    expect((await queue.states()).map((state) => state.status)).toEqual(['failed', 'sent']);
    expect(transport.delivered.map((mail) => mail.subject)).toEqual(['Fine']);
  });

  it('gives up a mail whose last try was claimed by a process that died, without sending it again', async () => {
    const { clock, queue, transport, events, deliver } = setUp();
    await queue.send({ to: 'buyer@palmetto.example', subject: 'Stuck', text: 'x' });
    for (let attempt = 0; attempt < POLICY.maxAttempts; attempt += 1) {
      await queue.claimDue(clock.now(), POLICY.leaseMs, 10);
      clock.advance(POLICY.leaseMs);
    }

    await deliver();

    expect(events).toEqual([`gave up Stuck: ${LEASE_RAN_OUT_ON_LAST_TRY}`]);
    expect(transport.delivered).toEqual([]);
  });

  it('claims batch after batch until the queue is empty', async () => {
    const { queue, transport, clock } = setUp();
    for (let index = 0; index < 25; index += 1)
      await queue.send({ to: 'buyer@palmetto.example', subject: `Mail ${String(index)}`, text: 'x' });

    const handled = await deliverDueMail({
      queue,
      transport,
      clock,
      policy: POLICY,
      random: () => 0,
      report: { sent: () => undefined, retrying: () => undefined, gaveUp: () => undefined },
      batchSize: 10,
    });

    expect(handled).toBe(25);
    expect(transport.delivered).toHaveLength(25);
  });
});

/** One thing that happens to the queue: a mail is queued, a worker dies holding a claim, a pass runs, time passes. */
type Step =
  | { readonly kind: 'queue' }
  | { readonly kind: 'crash'; readonly claims: number }
  | { readonly kind: 'pass'; readonly failures: number }
  | { readonly kind: 'wait'; readonly ms: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'queue' }),
  fc.integer({ min: 1, max: 3 }).map((claims): Step => ({ kind: 'crash', claims })),
  fc.integer({ min: 0, max: 2 }).map((failures): Step => ({ kind: 'pass', failures })),
  fc.integer({ min: 0, max: 10 * 60_000 }).map((ms): Step => ({ kind: 'wait', ms })),
);

describe('delivery loses nothing', () => {
  it('whatever crashes, failures and waits happen, every queued mail is delivered once the server answers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { maxLength: 25 }), async (steps) => {
        const { clock, queue, transport } = setUp();
        const policy = { ...DEFAULT_MAIL_RETRY, maxAttempts: 1000 };
        const pass = () => deliverDueMail({ queue, transport, clock, policy, random: Math.random, report: silent });
        let queued = 0;
        for (const step of steps) {
          if (step.kind === 'queue') {
            queued += 1;
            await queue.send({ to: 'buyer@palmetto.example', subject: `Mail ${String(queued)}`, text: 'x' });
          } else if (step.kind === 'crash') await queue.claimDue(clock.now(), policy.leaseMs, step.claims);
          else if (step.kind === 'pass') {
            transport.failNext(step.failures);
            await pass();
          } else clock.advance(step.ms);
        }
        transport.failNext(0);
        clock.advance(policy.maxDelayMs + policy.leaseMs);
        await pass();

        const delivered = new Set(transport.delivered.map((mail) => mail.subject));
        expect(delivered.size).toBe(queued);
        expect((await queue.states()).every((state) => state.status === 'sent')).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

const silent: MailDeliveryReport = { sent: () => undefined, retrying: () => undefined, gaveUp: () => undefined };
