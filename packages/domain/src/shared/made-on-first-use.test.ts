import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { madeOnFirstUse } from './made-on-first-use.ts';

describe(madeOnFirstUse, () => {
  it('makes nothing until asked, then makes the value once and answers it every time', () => {
    let made = 0;
    const format = madeOnFirstUse(() => {
      made += 1;
      return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    });
    expect(made).toBe(0);
    expect(format().format(625_000)).toBe('$625,000');
    expect(format()).toBe(format());
    expect(made).toBe(1);
  });

  it('keeps a made value even when it is undefined or null', () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: 1, max: 20 }), (value, asks) => {
        let made = 0;
        const get = madeOnFirstUse(() => {
          made += 1;
          return value;
        });
        const answers = Array.from({ length: asks }, get);
        expect(made).toBe(1);
        expect(answers.every((answer) => Object.is(answer, value))).toBe(true);
      }),
    );
  });
});
