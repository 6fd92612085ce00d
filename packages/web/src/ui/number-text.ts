import { formatDecimal } from '@app/domain';

/** How a number box shows its value: before and after the digits, and the digits after the point. */
export interface NumberFormat {
  readonly prefix: string;
  readonly suffix: string;
  readonly decimals: number;
}

/** The number in a box's text (`$450,000` → 450000), or null when it holds none (empty, `.`, `1.2.3`). */
export function numberOf(text: string): number | null {
  const digits = text.replace(/[$,%\s]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(digits)) return null;
  return Number(digits);
}

/**
 * What the visitor typed, cleaned to what a positive number box may hold (digits, separators, its marks), or null
 * when the text has a character no such number has (a letter, a minus sign) or more decimals than allowed.
 */
export function typedNumberText(text: string, decimals: number): string | null {
  if (!/^[\d.,$%\s]*$/.test(text)) return null;
  const cleaned = text.replace(/[$%\s]/g, '');
  const fraction = cleaned.split('.')[1];
  if (fraction !== undefined && (decimals === 0 || fraction.length > decimals)) return null;
  return cleaned;
}

/** The value as the box shows it without focus: the number grouped by thousands with its marks, or the text as is. */
export function formatNumberText(value: number | string, { prefix, suffix, decimals }: NumberFormat): string {
  const number = typeof value === 'number' ? value : numberOf(value);
  if (number === null || !Number.isFinite(number)) return typeof value === 'string' ? value : '';
  return `${prefix}${formatDecimal(number, decimals)}${suffix}`;
}

/** The value moved by `step` (↑ or ↓), never below 0, rounded to the allowed decimals. */
export function stepNumber(value: number | string, step: number, decimals: number): number {
  const current = typeof value === 'number' ? value : (numberOf(value) ?? 0);
  const scale = 10 ** decimals;
  return Math.max(0, Math.round((current + step) * scale) / scale);
}
