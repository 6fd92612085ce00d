import type { ArticleCardData } from '../articles/article-card-data.ts';
import { ArticleGrid } from '../articles/article-grid.tsx';
import { HomeSectionHeader } from './home-section-header.tsx';
import classes from './home-sections.module.css';
import { DEFERRED_RENDER } from '../../ui/deferred-render.ts';

/** The newest articles of every category, each leading to its page. */
export function LatestArticles({ articles }: { articles: readonly ArticleCardData[] }) {
  if (articles.length === 0) return null;
  return (
    <section
      className={`${classes.container} ${classes.spacious} ${DEFERRED_RENDER}`}
      aria-labelledby="home-articles-title"
    >
      <HomeSectionHeader
        id="home-articles-title"
        eyebrow="From our blog"
        title="Latest Articles"
        moreTo="/resources"
        moreText="All resources"
      />
      <ArticleGrid articles={articles} headingLevel={3} showCategory />
    </section>
  );
}
