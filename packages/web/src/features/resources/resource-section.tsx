import { Anchor, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ArticleGrid } from '../articles/article-grid.tsx';
import type { ResourceSection } from './load-resources.ts';
import classes from './resources.module.css';

/** A category on the resources page: title, intro, its latest articles and a link to all of them. */
export function ResourceSectionBlock({ section }: { section: ResourceSection }) {
  const titleId = `${section.category}-title`;
  return (
    <section aria-labelledby={titleId} className={classes.section}>
      <Group justify="space-between" align="end" gap="sm" mb="md">
        <div>
          <Title order={2} id={titleId} c="brand.8">
            {section.label}
          </Title>
          <Text maw={720} mt={6} c="gray.8">
            {section.intro}
          </Text>
        </div>
        {section.total > 0 && (
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/resources/$categorySlug" params={{ categorySlug: section.categorySlug }} />
            )}
            fw={600}
          >
            All {section.total} {section.label} articles →
          </Anchor>
        )}
      </Group>
      {section.articles.length > 0 ? (
        <ArticleGrid articles={section.articles} headingLevel={3} />
      ) : (
        <Text>New articles are on their way.</Text>
      )}
    </section>
  );
}
