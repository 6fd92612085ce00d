import { Link } from '@tanstack/react-router';
import type { ArticleCardData } from './article-card-data.ts';
import { ArticleByline } from './article-byline.tsx';
import linked from '../cards/linked-card.module.css';
import classes from './article-card.module.css';
import { PictureImage } from '../../ui/picture-image.tsx';

/**
 * An article in a list: cover, category, title (the link; the whole card is its target area),
 * excerpt and meta line. `headingLevel` keeps the page's headings in order.
 */
export function ArticleCard({
  article,
  headingLevel = 2,
  showCategory = false,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
  showCategory?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={linked.card} data-testid="article-card">
      <div className={linked.media}>
        <PictureImage picture={article.cover} width={640} height={400} loading="lazy" decoding="async" />
      </div>
      <div className={linked.body}>
        {showCategory && <p className={classes.category}>{article.categoryLabel}</p>}
        <Heading className={`${linked.title} ${classes.title}`}>
          <Link
            to="/resources/$categorySlug/$articleSlug"
            params={{ categorySlug: article.categorySlug, articleSlug: article.slug }}
            className={linked.link}
          >
            {article.title}
          </Link>
        </Heading>
        <p className={linked.text}>{article.excerpt}</p>
        <ArticleByline
          author={article.author}
          publishedAt={article.publishedAt}
          readingMinutes={article.readingMinutes}
          linkAuthor={false}
          className={classes.meta}
        />
      </div>
    </article>
  );
}
