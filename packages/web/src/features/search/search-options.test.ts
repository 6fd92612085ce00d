import { describe, expect, it } from 'vitest';
import { PRICE_OPTIONS, PRICE_STEPS } from './search-options.ts';

describe('the price steps', () => {
  it('go every $50,000 up to $1M, so real budgets such as $800k and $850k can be chosen', () => {
    for (const price of [750_000, 800_000, 850_000, 900_000, 950_000, 1_000_000]) expect(PRICE_STEPS).toContain(price);
    expect(PRICE_OPTIONS.find((option) => option.value === '800000')?.label).toBe('$800,000');
  });

  it('rise in order with no repeats', () => {
    expect([...PRICE_STEPS].sort((a, b) => a - b)).toEqual(PRICE_STEPS);
    expect(new Set(PRICE_STEPS).size).toBe(PRICE_STEPS.length);
  });
});
