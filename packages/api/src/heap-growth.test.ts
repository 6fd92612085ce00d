import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, heapGrowthFlag } from './heap-growth.ts';

describe(heapGrowthFlag, () => {
  it('sets the heap growth unless the command line or NODE_OPTIONS chose one', () => {
    expect(heapGrowthFlag([], undefined)).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(heapGrowthFlag(['--enable-source-maps'], '--max-old-space-size=512')).toBe(
      `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
    );
    expect(heapGrowthFlag(['--heap-growing-percent=30'], undefined)).toBeNull();
    expect(heapGrowthFlag([], '--trace-gc --heap_growing_percent=200')).toBeNull();
  });
});
