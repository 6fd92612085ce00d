import { textOf } from '@app/domain';
import type { SupabaseClient } from '@supabase/supabase-js';
import { contentColumnName } from '@app/database';
import type { ContentEntity, ContentQuery, ContentRepository, ContentVisibility } from '@app/domain';
import { containsFilter } from '../text-search.ts';

/** A supabase-js select on a table that is not in the generated types. */
export type ContentSelect = ReturnType<ReturnType<SupabaseClient['from']>['select']>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value written in double quotes for PostgREST's `or=(...)` syntax (`\` and `"` escaped). */
export function quotedValue(text: string): string {
  return `"${text.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

/** A Postgres array literal of one element, quoted: `{"a,b"}`. */
export function arrayLiteral(word: string): string {
  return `{${quotedValue(word)}}`;
}

/** Whether the query can match anything: a uuid field compared with text that is no uuid matches nothing. */
export function canMatch<T extends ContentEntity>(
  repository: Pick<ContentRepository<T>, 'collection'>,
  query: ContentQuery<T>,
): boolean {
  const kinds: Record<string, { kind: string }> = repository.collection.fields;
  return Object.entries(query.where).every(
    ([field, value]) => kinds[field]?.kind !== 'uuid' || value === null || UUID_PATTERN.test(textOf(value)),
  );
}

function applyVisibility(request: ContentSelect, rule: ContentVisibility<string>, at: string): ContentSelect {
  const column = contentColumnName;
  switch (rule.kind) {
    case 'always':
      return request;
    case 'flag':
      return request.eq(column(rule.field), true);
    case 'published-status':
      return request.eq(column(rule.statusField), 'published').lte(column(rule.publishedAtField), at);
    case 'schedule': {
      const [starts, ends] = [column(rule.startsAtField), column(rule.endsAtField)];
      return request
        .eq(column(rule.flagField), true)
        .or(`${starts}.is.null,${starts}.lte.${quotedValue(at)}`)
        .or(`${ends}.is.null,${ends}.gt.${quotedValue(at)}`);
    }
  }
}

/**
 * The query's filters on a PostgREST select: visibility at its instant, `where` as eq/is,
 * `contains` as `cs` with a quoted array literal, and the search as an `or` of a literal
 * case-insensitive "contains" over every search field.
 */
export function applyContentFilters<T extends ContentEntity>(
  request: ContentSelect,
  repository: Pick<ContentRepository<T>, 'collection'>,
  query: ContentQuery<T>,
): ContentSelect {
  const { collection } = repository;
  let filtered = query.visibleAt === null ? request : applyVisibility(request, collection.visibility, query.visibleAt);
  for (const [field, value] of Object.entries(query.where))
    if (value !== undefined)
      filtered =
        value === null ? filtered.is(contentColumnName(field), null) : filtered.eq(contentColumnName(field), value);
  for (const [field, word] of Object.entries(query.contains))
    if (word !== undefined) filtered = filtered.filter(contentColumnName(field), 'cs', arrayLiteral(textOf(word)));
  if (query.search === '') return filtered;
  const { operator, pattern } = containsFilter(query.search);
  return filtered.or(
    collection.searchFields.map((field) => `${contentColumnName(field)}.${operator}.${quotedValue(pattern)}`).join(','),
  );
}
