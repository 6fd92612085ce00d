import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { clampRating, MAX_RATING, ratingText } from './rating-text.ts';
import classes from './star-rating.module.css';

/** Stars drawn for the eye, the rating in words for screen readers ("5 out of 5 stars"). */
export function StarRating({ rating }: { rating: number }) {
  const stars = clampRating(rating);
  return (
    <div className={classes.stars}>
      <span className="visually-hidden">{ratingText(rating)}</span>
      {Array.from({ length: MAX_RATING }, (_, index) =>
        index < stars ? (
          <IconStarFilled key={index} size={18} aria-hidden="true" />
        ) : (
          <IconStar key={index} size={18} aria-hidden="true" />
        ),
      )}
    </div>
  );
}
