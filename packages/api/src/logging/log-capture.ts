import { Writable } from 'node:stream';
import { createLogger, useAppLog, type LogLevel } from './logger.ts';

/** What the process's logger wrote while captured: the raw output and each line parsed. */
export interface CapturedLog {
  /** Everything written, exactly as a log file would hold it. */
  readonly output: () => string;
  /** Each JSON line parsed. */
  readonly entries: () => Record<string, unknown>[];
  /** Puts the previous logger back. */
  readonly restore: () => void;
}

/**
 * For tests: makes the process's logger a real one (createLogger, with its redaction and masking)
 * that writes into memory at `level`, until `restore`.
 */
export function captureLog(level: LogLevel = 'trace'): CapturedLog {
  let written = '';
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      written += String(chunk);
      done();
    },
  });
  const previous = useAppLog(createLogger({ level, destination }));
  return {
    output: () => written,
    entries: () =>
      written
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => {
      useAppLog(previous);
    },
  };
}
