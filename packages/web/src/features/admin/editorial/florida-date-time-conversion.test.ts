import { describe, expect, it } from 'vitest';
import { FLORIDA_DATE_TIME } from './florida-date-time-conversion.ts';

describe('FLORIDA_DATE_TIME', () => {
  it('shows an instant in Florida time and reads it back', () => {
    expect(FLORIDA_DATE_TIME.toForm('2026-03-01T14:00:00.000Z')).toBe('2026-03-01T09:00');
    expect(FLORIDA_DATE_TIME.toField('2026-03-01T09:00')).toBe('2026-03-01T14:00:00.000Z');
  });

  it('treats an empty input as no instant', () => {
    expect(FLORIDA_DATE_TIME.toForm(null)).toBe('');
    expect(FLORIDA_DATE_TIME.toField('  ')).toBeNull();
  });

  it('sends a time it cannot read as typed, so the server names the field', () => {
    expect(FLORIDA_DATE_TIME.toField('next Tuesday')).toBe('next Tuesday');
  });
});
