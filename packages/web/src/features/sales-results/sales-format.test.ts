import { describe, expect, it } from 'vitest';
import { formatClosedOn } from './sales-format.ts';

describe(formatClosedOn, () => {
  it('shows the month and year of a closing day, whatever the time zone', () => {
    expect(formatClosedOn('2025-03-01')).toBe('March 2025');
    expect(formatClosedOn('2024-12-31')).toBe('December 2024');
  });

  it('shows anything else as it is', () => {
    expect(formatClosedOn('soon')).toBe('soon');
  });
});
