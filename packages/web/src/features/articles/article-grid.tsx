import { SimpleGrid } from '@mantine/core';
import type { ArticleCardData } from './article-card-data.ts';
import { ArticleCard } from './article-card.tsx';

/** Article cards in a responsive grid (one column on phones, three on wide screens). */
export function ArticleGrid({
  articles,
  headingLevel = 2,
  showCategory = false,
}: {
  articles: readonly ArticleCardData[];
  headingLevel?: 2 | 3;
  showCategory?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} headingLevel={headingLevel} showCategory={showCategory} />
      ))}
    </SimpleGrid>
  );
}
