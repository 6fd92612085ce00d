import { loopbackRequest, visitorAddress } from './loopback-request.ts';

/** What a contact-form load ended with. */
export interface ContactLoadResult {
  /** The ids the server answered 201 for: each an acknowledged submission. */
  readonly acknowledged: readonly string[];
  /** Posts that got another answer or none (a killed process's connections), by status (0: no answer). */
  readonly refused: Readonly<Record<number, number>>;
}

/** A contact-form load under way. */
export interface ContactLoad {
  /** How many submissions were acknowledged so far. */
  acknowledgedCount(): number;
  /** Stops sending, waits for the posts in flight and answers the result. */
  stop(): Promise<ContactLoadResult>;
}

/** The n-th submission: every one distinct, so each can be found in the database. */
export function contactSubmission(n: number): string {
  return JSON.stringify({
    topic: 'general',
    name: `Visitor ${n}`,
    email: `visitor.${n}@example.com`,
    phone: null,
    message: `Load message number ${n}: please call me about a home near the beach.`,
    listingId: null,
    preferredTime: null,
    consent: true,
    sourcePath: '/contact-us',
  });
}

/**
 * Posts contact submissions to `origin` with `concurrency` posts in flight, each from another
 * simulated visitor's loopback address (one post per visitor, so per-address limits never refuse
 * one), until stopped. Records the ids acknowledged with 201.
 */
export function startContactLoad(origin: string, concurrency: number, firstVisitor = 0): ContactLoad {
  const acknowledged: string[] = [];
  const refused: Record<number, number> = {};
  let next = firstVisitor;
  let stopped = false;
  const sender = async () => {
    while (!stopped) {
      const n = next++;
      try {
        const answer = await loopbackRequest(`${origin}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: contactSubmission(n),
          from: visitorAddress(n),
          timeoutMs: 10_000,
        });
        if (answer.status === 201) acknowledged.push((JSON.parse(answer.body) as { id: string }).id);
        else refused[answer.status] = (refused[answer.status] ?? 0) + 1;
      } catch {
        refused[0] = (refused[0] ?? 0) + 1;
      }
    }
  };
  const senders = Array.from({ length: concurrency }, sender);
  return {
    acknowledgedCount: () => acknowledged.length,
    async stop() {
      stopped = true;
      await Promise.all(senders);
      return { acknowledged, refused };
    },
  };
}
