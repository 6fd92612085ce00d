import { expect } from '@playwright/test';
import { totpAt } from '../packages/adapters-supabase/test-support/gotrue-double/index.ts';

/** TOTP's time step (RFC 6238); the server takes the code of the step of its clock or of one step either side. */
const STEP_MS = 30_000;
/** The most a test takes from reading a code to the server checking it, with room to spare on a slow machine. */
const SUBMIT_MARGIN_MS = 10_000;

const stepAt = (ms: number) => Math.floor(ms / STEP_MS);

/**
 * An authenticator app holding a base32 secret (codes by RFC 6238, as the GoTrue double computes them), used as a
 * person uses it, for a test that enters several codes. The server takes a step's code once and none of an earlier
 * step after it, so each code is of a later step than the one before, and it must still be within a step of the
 * server's clock when it arrives. The first is of the step before now while the next step is more than
 * {@link SUBMIT_MARGIN_MS} away, so three codes need no wait; a code two steps ahead waits for the clock, as its owner
 * would (a wait of up to 30 s per test before).
 */
export function authenticatorApp(secretBase32: string) {
  const codeOfStep = (step: number) => totpAt(secretBase32, step * STEP_MS);
  let lastStep = Number.NEGATIVE_INFINITY;
  return {
    /** A code the server has not taken, of the earliest step it still takes when the code arrives. */
    async nextCode(): Promise<string> {
      const step = Math.max(lastStep + 1, stepAt(Date.now() + SUBMIT_MARGIN_MS) - 1);
      await expect
        .poll(() => stepAt(Date.now()), { timeout: 2 * STEP_MS, intervals: [500] })
        .toBeGreaterThanOrEqual(step - 1);
      lastStep = step;
      return codeOfStep(step);
    },
    /** The code given last, which the server refuses a second time. */
    usedCode: () => codeOfStep(lastStep),
    /** A code of three steps ahead, which the server refuses. */
    wrongCode: () => codeOfStep(stepAt(Date.now()) + 3),
  };
}
