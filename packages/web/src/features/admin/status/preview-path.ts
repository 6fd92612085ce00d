import {
  agentPath,
  articlePath,
  communityPath,
  PREVIEW_PARAM,
  type LiveKind,
  type LiveRecords,
  type SiteSettings,
} from '@app/domain';
import { placementPage } from '../banners/banner-labels.ts';

/** The public page that shows a record (a banner: the page of its placement); null while an article's path cannot be
 * made (site settings not loaded). A site page's path is its editor's to give. */
export function previewPathOf<K extends LiveKind>(
  kind: K,
  record: LiveRecords[K],
  settings: Pick<SiteSettings, 'teamSlug'> | null,
): string | null {
  const item: LiveRecords[LiveKind] = record;
  if (kind === 'banner') return placementPage((item as LiveRecords['banner']).placement);
  if (kind === 'article') return settings === null ? null : articlePath(item as LiveRecords['article'], settings);
  if (kind === 'agent') return agentPath((item as LiveRecords['agent']).slug);
  if (kind === 'community') return communityPath((item as LiveRecords['community']).slug);
  return null;
}

/** A public path with a preview token: the address a preview link opens. */
export function previewAddress(path: string, token: string): string {
  const url = new URL(path, 'https://preview.invalid');
  url.searchParams.set(PREVIEW_PARAM, token);
  return `${url.pathname}${url.search}`;
}
