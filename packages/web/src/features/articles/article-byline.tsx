import { Link } from '@tanstack/react-router';
import { formatArticleDate, type ArticleAuthor } from './article-card-data.ts';
import anchor from '../../ui/anchor.module.css';
import classes from './article-page.module.css';

function AuthorName({ author }: { author: ArticleAuthor }) {
  const { slug, name } = author;
  if (slug === null) return <>{name}</>;
  return (
    <Link to="/about/meet-our-agents/$agentSlug" params={{ agentSlug: slug }} className={anchor.anchor}>
      {name}
    </Link>
  );
}

interface ArticleBylineProps {
  readonly author: ArticleAuthor;
  readonly publishedAt: string | null;
  readonly readingMinutes: number;
  /** Whether the agent's name links to their page (not inside a card, which is a link itself). */
  readonly linkAuthor?: boolean;
  readonly className?: string;
}

/** Who wrote the article, when it was published and how long it takes to read. */
export function ArticleByline({
  author,
  publishedAt,
  readingMinutes,
  linkAuthor = true,
  className = classes.byline,
}: ArticleBylineProps) {
  return (
    <p className={className}>
      <span>By {linkAuthor ? <AuthorName author={author} /> : author.name}</span>
      {publishedAt !== null && <time dateTime={publishedAt}>{formatArticleDate(publishedAt)}</time>}
      <span>{readingMinutes} min read</span>
    </p>
  );
}
