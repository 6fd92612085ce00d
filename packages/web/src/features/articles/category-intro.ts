import type { ArticleCategory } from '@app/domain';

/** The line under a category's title, also its page description. */
export function categoryIntro(category: ArticleCategory, teamName: string): string {
  switch (category) {
    case 'local-history':
      return 'How fishing camps, citrus groves and a railroad became Naples, Fort Myers and the rest of Southwest Florida: the stories behind the streets you live on.';
    case 'owners-sellers':
      return 'Pricing, preparing and selling a home in Southwest Florida, and looking after the one you own: insurance, hurricane season, taxes and upkeep.';
    case 'buyer-resources':
      return 'From the first showing to the closing table: financing, inspections, flood zones, HOAs and what to know before you buy in Southwest Florida.';
    case 'team-articles':
      return `Market notes, neighbourhood picks and lessons from the closing table, written by ${teamName}.`;
    case 'events-and-fun-facts':
      return 'Festivals, farmers markets, sunsets and the odd fact about life on the Gulf Coast: what is on around Naples, Bonita, Estero and Fort Myers.';
  }
}
