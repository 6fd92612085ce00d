import { FixedClock } from '../fakes/fixed-clock.ts';
import { InMemoryMailQueue } from '../fakes/in-memory-mail-queue.ts';
import { RecordingMailTransport } from '../fakes/recording-mail-transport.ts';
import { mailQueueContract } from './mail-queue.contract.ts';
import { mailTransportContract } from './mail-transport.contract.ts';

mailQueueContract('in memory', async () => {
  const clock = new FixedClock();
  const queue = new InMemoryMailQueue(clock);
  return Promise.resolve({
    queue,
    otherWorker: queue,
    mailer: queue,
    clock,
    states: () => queue.states(),
    reset: async () => {
      queue.clear();
      clock.set(new FixedClock().now());
      return Promise.resolve();
    },
  });
});

const FROM = 'listings@palmetto.example';
let transport = new RecordingMailTransport();
mailTransportContract('recording fake', async () =>
  Promise.resolve({
    get transport() {
      return transport;
    },
    from: FROM,
    received: async () =>
      Promise.resolve(
        transport.delivered.map((message) => ({
          from: FROM,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          headers: Object.fromEntries(
            Object.entries(message.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
          ),
        })),
      ),
    reset: async () => {
      transport = new RecordingMailTransport();
      return Promise.resolve();
    },
  }),
);
