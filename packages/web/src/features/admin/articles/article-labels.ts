import { ARTICLE_CATEGORIES, articleCategoryLabel, type ArticleCategory, type SiteSettings } from '@app/domain';

/** The category choices of a select, labelled as the site names them. */
export function categoryOptions(
  settings: Pick<SiteSettings, 'teamName'> | null,
): { value: ArticleCategory; label: string }[] {
  return ARTICLE_CATEGORIES.map((category) => ({
    value: category,
    label: articleCategoryLabel(category, settings?.teamName ?? 'Team'),
  }));
}

export const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'On the site or scheduled' },
];
