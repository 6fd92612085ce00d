import type { FooterLink, FooterLinkPatch } from '@app/domain';
import { toIsoTimestamp, toNumberOrNull } from '../connection/sql-values.ts';

/** A footer_links row as the drivers return it. */
export interface FooterLinkRow {
  readonly id: string;
  readonly enabled: boolean;
  readonly column: number | string;
  readonly link_text: string;
  readonly link_url: string;
  readonly sort_order: number | string | null;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
}

/** The domain's footer link from a row. */
export function footerLinkFromRow(row: FooterLinkRow): FooterLink {
  return {
    id: row.id,
    enabled: row.enabled,
    column: Number(row.column),
    link_text: row.link_text,
    link_url: row.link_url,
    sort_order: toNumberOrNull(row.sort_order),
    created_at: toIsoTimestamp(row.created_at),
    updated_at: toIsoTimestamp(row.updated_at),
  };
}

const EDITABLE_COLUMNS = ['enabled', 'column', 'link_text', 'link_url', 'sort_order'] as const;

/** The columns a patch changes with their new values; fields left out (or undefined) are not touched. */
export function footerLinkPatchColumns(patch: FooterLinkPatch): { column: string; value: unknown }[] {
  return EDITABLE_COLUMNS.filter((field) => patch[field] !== undefined).map((field) => ({
    column: `"${field}"`,
    value: patch[field],
  }));
}
