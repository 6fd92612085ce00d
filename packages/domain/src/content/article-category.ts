import type { ArticleCategory } from './article.ts';

/** What a category is called on the site; the team's list takes the team's name. */
export function articleCategoryLabel(category: ArticleCategory, teamName: string): string {
  switch (category) {
    case 'local-history':
      return 'Local History';
    case 'owners-sellers':
      return 'Owners & Sellers';
    case 'buyer-resources':
      return 'Buyer Resources';
    case 'team-articles':
      return `${teamName} Articles`;
    case 'events-and-fun-facts':
      return 'Events & Fun Facts';
  }
}
