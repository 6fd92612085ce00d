import type { Random } from './prng.ts';

/** A bell-shaped factor around 1 (log-normal, spread about 35%), kept within sensible bounds. */
export function priceSpread(random: Random): number {
  const z = (random.next() + random.next() + random.next() - 1.5) / 0.5;
  return Math.min(2.6, Math.max(0.45, Math.exp(0.35 * z)));
}

/** A price as agents write them: $449,900, $1,275,000, $2,495,000. */
export function marketPrice(amount: number, random: Random): number {
  if (amount < 100_000) return Math.max(9_900, Math.round(amount / 1_000) * 1_000 - 100);
  if (amount < 1_000_000) return Math.round(amount / 5_000) * 5_000 - (random.chance(0.55) ? 100 : 0);
  return Math.round(amount / 25_000) * 25_000 - (random.chance(0.4) ? 5_000 : 0);
}
