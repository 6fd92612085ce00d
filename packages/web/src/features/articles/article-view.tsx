import { Box, Container, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ArticleByline } from './article-byline.tsx';
import { ArticleGrid } from './article-grid.tsx';
import { ArticleTags } from './article-tags.tsx';
import { articleTrail } from './article-trail.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import type { ArticlePageData } from './load-article.ts';
import { RichText } from './rich-text.tsx';
import classes from './article-page.module.css';

/**
 * An article as its public page shows it: breadcrumbs, title, byline, cover, body, tags and
 * related articles. The admin editor's preview renders the same view.
 */
export function ArticleView({ data }: { data: ArticlePageData }) {
  const { article, categorySlug, categoryLabel, author, readingMinutes, related } = data;
  return (
    <>
      <article className={classes.article}>
        <Container size={760} pt={{ base: 'lg', md: 40 }}>
          <Breadcrumbs trail={articleTrail(data)} />
          <header className={classes.header}>
            <Link to="/resources/$categorySlug" params={{ categorySlug }} className={classes.category}>
              {categoryLabel}
            </Link>
            <h1 className={classes.title}>{article.title}</h1>
            <p className={classes.lead}>{article.excerpt}</p>
            <ArticleByline author={author} publishedAt={article.publishedAt} readingMinutes={readingMinutes} />
          </header>
        </Container>
        {article.cover.url !== '' && (
          <Container size={1040}>
            <img className={classes.cover} src={article.cover.url} alt={article.cover.alt} width={1040} height={585} />
          </Container>
        )}
        <Container size={760} py={{ base: 'xl', md: 48 }}>
          <RichText html={article.body} />
          <ArticleTags categorySlug={categorySlug} tags={article.tags} />
        </Container>
      </article>
      {related.length > 0 && (
        <Box component="section" aria-labelledby="related-title" bg="sand.0" py={{ base: 40, md: 64 }}>
          <Container size="xl">
            <Title order={2} id="related-title" mb="lg" c="brand.8">
              Related articles
            </Title>
            <ArticleGrid articles={related} headingLevel={3} showCategory />
          </Container>
        </Box>
      )}
    </>
  );
}
