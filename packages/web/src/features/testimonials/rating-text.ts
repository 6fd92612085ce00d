/** The most stars a testimonial can give. */
export const MAX_RATING = 5;

/** A rating held to whole stars from 0 to MAX_RATING. */
export function clampRating(rating: number): number {
  return Number.isFinite(rating) ? Math.min(MAX_RATING, Math.max(0, Math.round(rating))) : 0;
}

/** The rating as words for screen readers: "5 out of 5 stars", "1 out of 5 stars". */
export function ratingText(rating: number): string {
  return `${clampRating(rating)} out of ${MAX_RATING} stars`;
}
