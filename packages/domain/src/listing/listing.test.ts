import { describe, expect, it } from 'vitest';
import { FOR_SALE_STATUSES, PUBLIC_STATUSES, STANDARD_STATUSES } from './listing.ts';

describe('listing statuses', () => {
  it('lists the eleven RESO StandardStatus values', () => {
    expect(STANDARD_STATUSES).toHaveLength(11);
    expect(STANDARD_STATUSES).toContain('Active Under Contract');
  });

  it('counts the for-sale statuses among the public ones, and Closed only as public', () => {
    expect(FOR_SALE_STATUSES.every((status) => PUBLIC_STATUSES.includes(status))).toBe(true);
    expect(PUBLIC_STATUSES).toContain('Closed');
    expect(FOR_SALE_STATUSES).not.toContain('Closed');
  });
});
