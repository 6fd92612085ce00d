import { FixedClock } from '@app/testing';
import { createTrestleListingSource, type TrestleSourceOptions } from '../src/create-trestle-listing-source.ts';
import type { TrestleListingSource } from '../src/trestle-listing-source.ts';
import { FakeSleep } from './fake-sleep.ts';
import { RecordingLogger } from './recording-logger.ts';
import { TrestleDouble, type TrestleDoubleOptions } from './trestle-double.ts';

/** A Trestle double and a source wired to it, sharing one fake clock; no real time passes. */
export interface TrestleHarness {
  readonly double: TrestleDouble;
  readonly clock: FixedClock;
  readonly sleep: FakeSleep;
  readonly logger: RecordingLogger;
  readonly source: TrestleListingSource;
}

/** Starts a double and a source with the double's default credentials and a jitter of exactly one half. */
export async function startTrestleHarness(
  doubleOptions: Omit<TrestleDoubleOptions, 'clock'> = {},
  sourceOptions: Partial<TrestleSourceOptions> = {},
): Promise<TrestleHarness> {
  const clock = new FixedClock();
  const sleep = new FakeSleep(clock);
  const logger = new RecordingLogger();
  const double = await TrestleDouble.start({ ...doubleOptions, clock });
  const source = createTrestleListingSource({
    clientId: 'client',
    clientSecret: 'secret',
    baseUrl: double.baseUrl,
    clock,
    sleep: sleep.sleep,
    logger,
    random: () => 0.5,
    ...sourceOptions,
  });
  return { double, clock, sleep, logger, source };
}
