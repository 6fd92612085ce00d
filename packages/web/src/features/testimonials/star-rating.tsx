import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { clampRating, MAX_RATING, ratingText } from './rating-text.ts';

/** Stars drawn for the eye, the rating in words for screen readers ("5 out of 5 stars"). */
export function StarRating({ rating }: { rating: number }) {
  const stars = clampRating(rating);
  return (
    <Group gap={2} c="coral.7">
      <span className="visually-hidden">{ratingText(rating)}</span>
      {Array.from({ length: MAX_RATING }, (_, index) =>
        index < stars ? (
          <IconStarFilled key={index} size={18} aria-hidden="true" />
        ) : (
          <IconStar key={index} size={18} aria-hidden="true" />
        ),
      )}
    </Group>
  );
}
