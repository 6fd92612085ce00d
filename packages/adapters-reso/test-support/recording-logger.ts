import type { Logger } from '../src/logger.ts';

/** One line a `RecordingLogger` received. */
export interface LogEntry {
  readonly level: 'info' | 'warn' | 'error';
  readonly message: string;
  readonly details: Record<string, unknown> | undefined;
}

/** A `Logger` that keeps every line for the test to read. */
export class RecordingLogger implements Logger {
  readonly entries: LogEntry[] = [];

  info(message: string, details?: Record<string, unknown>): void {
    this.entries.push({ level: 'info', message, details });
  }

  warn(message: string, details?: Record<string, unknown>): void {
    this.entries.push({ level: 'warn', message, details });
  }

  error(message: string, details?: Record<string, unknown>): void {
    this.entries.push({ level: 'error', message, details });
  }

  /** The lines of one level. */
  at(level: LogEntry['level']): LogEntry[] {
    return this.entries.filter((entry) => entry.level === level);
  }
}
