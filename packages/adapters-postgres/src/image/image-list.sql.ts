import type { ImageQuery, ImageSort } from '@app/domain';
import { IMAGE_COLUMNS } from './image-record.mapper.ts';

const SORT_COLUMNS: Record<ImageSort, string> = {
  createdAt: 'created_at',
  fileName: 'file_name collate "C"',
  alt: 'alt collate "C"',
  byteSize: 'byte_size',
};

/** The list order of the domain's compareImages: the sort column in its direction, ties by id ascending. */
function orderClause(query: ImageQuery, table: string): string {
  return `${table}.${SORT_COLUMNS[query.sort]} ${query.direction}, ${table}.id asc`;
}

/**
 * One statement for one page of the library and the exact count of every match (the count row is
 * there even past the end). Parameters: the contains pattern, limit, offset.
 */
export function imageListSql(query: ImageQuery): string {
  return `
with matching as (
  select ${IMAGE_COLUMNS} from images
  where file_name ilike $1 escape '\\' or alt ilike $1 escape '\\'
),
page as (
  select * from matching as image order by ${orderClause(query, 'image')} limit $2 offset $3
)
select (select count(*) from matching)::integer as total, page.*
from (select 1) as always
left join page on true
order by ${orderClause(query, 'page')}`;
}
