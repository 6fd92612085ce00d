import { z } from 'zod';

/** An optional RESO string: absent and null both become null. */
export const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** A RESO number: JSON numbers, or numeric strings from servers answering IEEE754-compatible decimals. */
export const decimal = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ],
    { error: 'must be a number' },
  )
  .nullish()
  .transform((value) => value ?? null);

/** A RESO number within a range (coordinates). */
export function decimalBetween(min: number, max: number) {
  return decimal.refine(
    (value) => value === null || (value >= min && value <= max),
    `must be between ${min} and ${max}`,
  );
}

/** A RESO Boolean (`...YN`). */
export const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? null);

/** A DateTimeOffset with an offset, normalised to UTC ISO 8601 with milliseconds. */
export const requiredTimestamp = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());

/** An optional DateTimeOffset, normalised like `requiredTimestamp`. */
export const timestamp = requiredTimestamp.nullish().transform((value) => value ?? null);

/** A RESO Date `YYYY-MM-DD`. */
export const date = z.iso
  .date()
  .nullish()
  .transform((value) => value ?? null);

/** A key or id: a string that is not blank. */
export const key = z.string().trim().min(1);
