/**
 * The middle value of some numbers (the mean of the two middle ones for an even count); null
 * for none. Values that are not finite numbers are left out.
 */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  const middleValue = sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
  return middleValue + 0; // -0 reads as 0
}
