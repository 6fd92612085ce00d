import { Container } from '@mantine/core';
import type { ArticleCardData } from '../articles/article-card-data.ts';
import { ArticleGrid } from '../articles/article-grid.tsx';
import { HomeSectionHeader } from './home-section-header.tsx';

/** The newest articles of every category, each leading to its page. */
export function LatestArticles({ articles }: { articles: readonly ArticleCardData[] }) {
  if (articles.length === 0) return null;
  return (
    <Container size="xl" py={{ base: 56, md: 88 }} component="section" aria-labelledby="home-articles-title">
      <HomeSectionHeader
        id="home-articles-title"
        eyebrow="From our blog"
        title="Latest Articles"
        moreTo="/resources"
        moreText="All resources"
      />
      <ArticleGrid articles={articles} headingLevel={3} showCategory />
    </Container>
  );
}
