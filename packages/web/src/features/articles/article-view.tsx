import { Link } from '@tanstack/react-router';
import { ArticleByline } from './article-byline.tsx';
import { ArticleGrid } from './article-grid.tsx';
import { ArticleTags } from './article-tags.tsx';
import { articleTrail } from './article-trail.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import type { ArticlePageData } from './load-article.ts';
import { RichText } from './rich-text.tsx';
import container from '../chrome/container.module.css';
import classes from './article-page.module.css';
import { PictureImage } from '../../ui/picture-image.tsx';
import { DEFERRED_RENDER } from '../../ui/deferred-render.ts';

/**
 * An article as its public page shows it: breadcrumbs, title, byline, cover, body, tags and
 * related articles. The admin editor's preview renders the same view.
 */
export function ArticleView({ data }: { data: ArticlePageData }) {
  const { article, categorySlug, categoryLabel, author, readingMinutes, related } = data;
  return (
    <>
      <article className={classes.article}>
        <div className={`${classes.column} ${classes.opening}`}>
          <Breadcrumbs trail={articleTrail(data)} />
          <header className={classes.header}>
            <Link to="/resources/$categorySlug" params={{ categorySlug }} className={classes.category}>
              {categoryLabel}
            </Link>
            <h1 className={classes.title}>{article.title}</h1>
            <p className={classes.lead}>{article.excerpt}</p>
            <ArticleByline author={author} publishedAt={article.publishedAt} readingMinutes={readingMinutes} />
          </header>
        </div>
        {article.cover.url !== '' && (
          <div className={`${classes.column} ${classes.wide}`}>
            {/* The first screen's main picture: fetched first; the page's code waits for it (start-script.ts). */}
            <PictureImage
              className={classes.cover}
              picture={article.cover}
              width={1040}
              height={585}
              fetchPriority="high"
            />
          </div>
        )}
        <div className={`${classes.column} ${classes.body}`}>
          <RichText html={article.body} />
          <ArticleTags categorySlug={categorySlug} tags={article.tags} />
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className={`${classes.related} ${DEFERRED_RENDER}`}>
          <div className={container.container}>
            <h2 id="related-title" className={classes.relatedTitle}>
              Related articles
            </h2>
            <ArticleGrid articles={related} headingLevel={3} showCategory />
          </div>
        </section>
      )}
    </>
  );
}
