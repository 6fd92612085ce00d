import { ConflictError } from '../errors/domain-error.ts';
import type { ContentEntity } from '../content/content-entity.ts';
import { CONTENT_MAX_PAGE_SIZE, normalizeContentQuery } from '../content/content-query.ts';
import type { ContentRepository } from '../content/content-repository.port.ts';
import type { ContentRepositories } from '../content/public-content.ts';
import { imageUrlMarker } from './image-variants.ts';

/** A record that shows an image (a picture field or a picture in a text). */
export interface ImageUsage {
  /** The kind of record, e.g. "agents". */
  readonly area: string;
  /** The kind of record as people say it, e.g. "Agent". */
  readonly label: string;
  readonly id: string;
  /** The record's name or title. */
  readonly title: string;
}

/** Finds the records that contain a text (an image's address marker). */
export type ImageUsageSource = (marker: string) => Promise<ImageUsage[]>;

const TITLE_FIELDS = ['name', 'title', 'authorName', 'address', 'slug'] as const;

function recordTitle(record: ContentEntity): string {
  const fields = record as unknown as Record<string, unknown>;
  const title = TITLE_FIELDS.map((field) => fields[field]).find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return title ?? record.id;
}

async function usagesIn<T extends ContentEntity>(
  repository: ContentRepository<T>,
  marker: string,
): Promise<ImageUsage[]> {
  const found: ImageUsage[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await repository.list(
      normalizeContentQuery(repository.collection, { page, perPage: CONTENT_MAX_PAGE_SIZE }),
    );
    for (const record of items)
      if (JSON.stringify(record).includes(marker))
        found.push({
          area: repository.collection.name,
          label: repository.collection.label,
          id: record.id,
          title: recordTitle(record),
        });
    if (page * CONTENT_MAX_PAGE_SIZE >= total || items.length === 0) return found;
  }
}

/**
 * The usage source over every content collection: a record uses an image when any of its fields
 * (a picture's address, a rich-text body) contains the image's address marker. Reads every
 * record, drafts and hidden ones included (a page about to be published counts too).
 */
export function contentImageUsages(repositories: ContentRepositories): ImageUsageSource {
  return async (marker) => {
    const perCollection = await Promise.all(
      Object.values(repositories).map((repository: ContentRepository<ContentEntity>) => usagesIn(repository, marker)),
    );
    return perCollection.flat();
  };
}

/** The usage source over a settings record read whole (the SEO settings: share image, organization logo). */
export function settingsImageUsages(
  settings: { get(): Promise<unknown> },
  usage: Omit<ImageUsage, 'area'> & { area: string },
): ImageUsageSource {
  return async (marker) => (JSON.stringify(await settings.get()).includes(marker) ? [usage] : []);
}

/** Every record, across the sources, that shows the image with this id. */
export function createFindImageUsages(
  sources: readonly ImageUsageSource[],
): (imageId: string) => Promise<ImageUsage[]> {
  return async (imageId) => (await Promise.all(sources.map((source) => source(imageUrlMarker(imageId))))).flat();
}

/** 'Agent "Maria Delgado" and Article "Buying in Naples"' (at most five named, then how many more). */
export function describeImageUsages(usages: readonly ImageUsage[]): string {
  const named = usages.slice(0, 5).map((usage) => `${usage.label} "${usage.title}"`);
  if (usages.length > 5) named.push(`${usages.length - 5} more`);
  return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

/** An image that cannot be deleted because records still show it; names them. */
export class ImageInUseError extends ConflictError {
  readonly usages: readonly ImageUsage[];

  constructor(usages: readonly ImageUsage[]) {
    super(`This image is used by ${describeImageUsages(usages)}. Choose another picture there first, then delete it.`);
    this.usages = usages;
  }
}
