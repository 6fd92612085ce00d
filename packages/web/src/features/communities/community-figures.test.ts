import { describe, expect, it } from 'vitest';
import { communityFigures, figuresDate } from './community-figures.ts';

describe(communityFigures, () => {
  it('formats the five figures', () => {
    const figures = communityFigures({
      homesForSale: 1_204,
      medianListPrice: 2_550_000,
      lowestListPrice: 850_000,
      highestListPrice: 12_400_000,
      medianPricePerSqft: 1_274.6,
      newListings: 9,
    });
    expect(figures).toEqual([
      { label: 'Homes for sale', value: '1,204' },
      { label: 'Median list price', value: '$2,550,000' },
      { label: 'Price range', value: '$850K – $12.4M' },
      { label: 'Median price per sq ft', value: '$1,275' },
      { label: 'New in the last 30 days', value: '9' },
    ]);
  });

  it('shows a dash for a figure no listing gives', () => {
    const values = communityFigures({
      homesForSale: 0,
      medianListPrice: null,
      lowestListPrice: null,
      highestListPrice: null,
      medianPricePerSqft: null,
      newListings: 0,
    }).map((figure) => figure.value);
    expect(values).toEqual(['0', '—', '—', '—', '0']);
  });
});

describe(figuresDate, () => {
  it('reads the day in Southwest Florida time', () => {
    expect(figuresDate('2025-03-04T03:00:00.000Z')).toBe('March 3, 2025');
  });
});
