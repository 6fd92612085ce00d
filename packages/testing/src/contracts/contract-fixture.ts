import { afterAll, beforeAll, beforeEach } from 'vitest';

/** What a contract suite needs from the adapter under test: the port, a way to empty it, and cleanup. */
export type ContractFixture<K extends string, P> = { readonly [key in K]: P } & {
  /** Empties the storage behind the port; runs before every test. */
  reset(): Promise<void>;
  /** Releases the storage once the suite is done. */
  close?(): Promise<void>;
};

/**
 * Registers the suite's hooks: setup once, reset before each test, close at the end. Returns an
 * accessor to the fixture (read it inside tests: it exists only once setup has run).
 */
export function useContractFixture<F extends { reset(): Promise<void>; close?(): Promise<void> }>(
  setup: () => Promise<F>,
): () => F {
  let fixture: F | undefined;
  beforeAll(async () => {
    fixture = await setup();
  });
  afterAll(async () => {
    await fixture?.close?.();
  });
  beforeEach(async () => {
    await fixture?.reset();
  });
  return () => {
    if (fixture === undefined) throw new Error('The contract fixture was not set up');
    return fixture;
  };
}

/** Waits a little, so a timestamp taken afterwards is later even on a coarse clock. */
export function pause(ms = 15): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
