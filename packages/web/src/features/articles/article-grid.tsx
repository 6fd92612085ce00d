import type { ArticleCardData } from './article-card-data.ts';
import { ArticleCard } from './article-card.tsx';
import classes from './article-grid.module.css';

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
    <div className={classes.grid}>
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} headingLevel={headingLevel} showCategory={showCategory} />
      ))}
    </div>
  );
}
