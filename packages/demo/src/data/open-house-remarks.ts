import type { Random } from './prng.ts';

/** Remarks of weekend open houses; `{day}` is the weekday it is held on. */
const WEEKEND = [
  'Stop by {day} for coffee and a tour of the new pool cage.',
  'Come see the renovated kitchen and the screened lanai. Light refreshments served.',
  'First open house since the price improvement: bring your questions!',
  'Tour the home, then walk over to the community clubhouse with us.',
  'Cookies and lemonade on the lanai. No appointment needed.',
  'New roof and impact windows: see the upgrades in person this {day}.',
  'Our preferred lender will be on site to talk about flood insurance and financing.',
  'Gated community: give your name at the gate and we will let you in.',
  'Shoes off, please: brand-new flooring throughout.',
  'Sunset views from the dock. Stay for a glass of iced tea.',
  'Bring the family: the community pool and playground are steps away.',
] as const;

/** Remarks of morning open houses. */
const MORNING = [
  'Coffee and pastries while you tour. Come early, we close at 2.',
  'Morning open house: see the east-facing lanai at its best.',
] as const;

/** Remarks of weekday evening open houses. */
const EVENING = [
  'After-work open house: wine and cheese on the lanai.',
  'Twilight tour this {day}: see the landscape lighting and the pool lit up.',
  'Stop by on your way home from work; the agent will be here until 7.',
] as const;

/** The slot an open house is held in, which the remark fits. */
export type OpenHouseSlot = 'afternoon' | 'morning' | 'evening';

/** A realistic remark for an open house held on `day` in `slot`, or null (some have none). */
export function openHouseRemark(slot: OpenHouseSlot, day: string, random: Random): string | null {
  if (random.chance(0.1)) return null;
  const pool = slot === 'evening' ? EVENING : slot === 'morning' && random.chance(0.5) ? MORNING : WEEKEND;
  return random.pick(pool).replace('{day}', day);
}
