import { SUBDIVISIONS } from '../subdivisions.ts';

/** The middle of the named MLS subdivisions of the demo data (the mean of their centres, 4 decimals). */
export function subdivisionsCentre(names: readonly string[]): { latitude: number; longitude: number } {
  const found = SUBDIVISIONS.filter((subdivision) => names.includes(subdivision.name));
  if (found.length === 0) throw new Error(`No demo subdivision named ${names.join(', ')}`);
  const mean = (values: number[]) =>
    Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10_000) / 10_000;
  return {
    latitude: mean(found.map((subdivision) => subdivision.latitude)),
    longitude: mean(found.map((subdivision) => subdivision.longitude)),
  };
}
