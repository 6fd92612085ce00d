/** The character of a community, which decides its mix of property types and amenities. */
export type CommunityProfile = 'estate' | 'beachfront' | 'golf' | 'suburban' | 'island' | 'urban';

/** A real community of a demo city, with the market figures the generator draws from. */
export interface Subdivision {
  readonly name: string;
  readonly city: string;
  readonly postalCode: string;
  readonly latitude: number;
  readonly longitude: number;
  /** Half the side of the square (in degrees) its homes are spread over. */
  readonly radius: number;
  /** Typical price of a single-family home, in dollars. */
  readonly median: number;
  /** Typical price per square foot of living area. */
  readonly pricePerSqft: number;
  readonly profile: CommunityProfile;
  /** Share of homes on the water. */
  readonly waterfront: number;
  readonly builtFrom: number;
  readonly builtTo: number;
}

type Figures = [
  median: number,
  pricePerSqft: number,
  profile: CommunityProfile,
  waterfront: number,
  builtFrom: number,
  builtTo: number,
];

/** Builds a subdivision from one compact line of data. */
export function subdivision(
  name: string,
  city: string,
  postalCode: string,
  [latitude, longitude, radius]: [number, number, number],
  [median, pricePerSqft, profile, waterfront, builtFrom, builtTo]: Figures,
): Subdivision {
  return {
    name,
    city,
    postalCode,
    latitude,
    longitude,
    radius,
    median,
    pricePerSqft,
    profile,
    waterfront,
    builtFrom,
    builtTo,
  };
}
