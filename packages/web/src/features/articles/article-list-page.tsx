import { Anchor, Container, Text } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { articleListParams } from '@app/domain';
import { PageHero } from '../chrome/page-hero.tsx';
import { PageLinks } from '../listings/page-links.tsx';
import { ArticleGrid } from './article-grid.tsx';
import { TagFilter } from './tag-filter.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

const route = getRouteApi('/resources/$categorySlug');

function countLine(total: number, tag: string | undefined): string {
  const articles = `${total} ${total === 1 ? 'article' : 'articles'}`;
  return tag === undefined ? articles : `${articles} tagged “${tag}”`;
}

/** A category's articles, newest first, nine a page, with a tag filter; page and tag live in the address. */
function ArticleListPage() {
  const { label, intro, categorySlug, query, articles, total, pageCount, tags } = route.useLoaderData();
  return (
    <>
      <PageHero title={label} eyebrow="Resources">
        <Text mt="sm" maw={680} size="lg">
          {intro}
        </Text>
      </PageHero>
      <Container size="xl" py={{ base: 'xl', md: 56 }}>
        <TagFilter categorySlug={categorySlug} tags={tags} active={query.tag} />
        <Text c="dimmed" mb="md" data-testid="article-count">
          {countLine(total, query.tag)}
          {query.page > 1 && `, page ${query.page} of ${pageCount}`}
        </Text>
        {articles.length === 0 ? (
          <Text size="lg">
            Nothing here yet.{' '}
            <Anchor component={Link} to="/resources">
              Browse every resource
            </Anchor>
          </Text>
        ) : (
          <ArticleGrid articles={articles} />
        )}
        <PageLinks
          to={`/resources/${categorySlug}`}
          search={articleListParams(query)}
          page={query.page}
          pageCount={pageCount}
        />
      </Container>
    </>
  );
}

export default withMantine(ArticleListPage);
