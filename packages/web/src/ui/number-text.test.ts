import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumberText, numberOf, stepNumber, typedNumberText } from './number-text.ts';

const money = { prefix: '$', suffix: '', decimals: 0 };
const percent = { prefix: '', suffix: ' %', decimals: 3 };

describe(formatNumberText, () => {
  it('groups thousands and adds the marks, and shows text that holds no number as it is', () => {
    expect(formatNumberText(450000, money)).toBe('$450,000');
    expect(formatNumberText('1200', money)).toBe('$1,200');
    expect(formatNumberText(6.125, percent)).toBe('6.125 %');
    expect(formatNumberText('', money)).toBe('');
    expect(formatNumberText('.', money)).toBe('.');
  });

  it('reads back as the same number (any whole dollar amount, any rate with up to 3 decimals)', () => {
    fc.assert(
      fc.property(fc.nat(), (amount) => {
        expect(numberOf(formatNumberText(amount, money))).toBe(amount);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (thousandths) => {
        const rate = thousandths / 1000;
        expect(numberOf(formatNumberText(rate, percent))).toBe(rate);
      }),
    );
  });
});

describe(typedNumberText, () => {
  it('keeps digits, separators and marks, and refuses letters, minus signs and extra decimals', () => {
    expect(typedNumberText('$450,000', 0)).toBe('450,000');
    expect(typedNumberText('6.5 %', 1)).toBe('6.5');
    expect(typedNumberText('', 0)).toBe('');
    expect(typedNumberText('12a', 0)).toBeNull();
    expect(typedNumberText('-3', 3)).toBeNull();
    expect(typedNumberText('1.5', 0)).toBeNull();
    expect(typedNumberText('6.1255', 3)).toBeNull();
  });

  it('never lets through a text whose number is negative', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 3 }), (text, decimals) => {
        const typed = typedNumberText(text, decimals);
        const number = typed === null ? null : numberOf(typed);
        expect(number === null || number >= 0).toBe(true);
      }),
    );
  });
});

describe(stepNumber, () => {
  it('moves by the step, rounds to the decimals and stops at 0', () => {
    expect(stepNumber(6.5, 0.125, 3)).toBe(6.625);
    expect(stepNumber('0.1', -0.125, 3)).toBe(0);
    expect(stepNumber('', 1, 0)).toBe(1);
  });
});
