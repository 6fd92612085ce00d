import type { FooterLink, FooterLinkPatch } from '@app/domain';
import type { FooterLinkRow, FooterLinkWrite } from './supabase-database.ts';

const EDITABLE_FIELDS = ['enabled', 'column', 'link_text', 'link_url', 'sort_order'] as const;

/** A stored row as a domain link; timestamps become ISO strings in UTC (`...Z`), as every adapter gives them. */
export function toFooterLink(row: FooterLinkRow): FooterLink {
  return {
    id: row.id,
    enabled: row.enabled,
    column: row.column,
    link_text: row.link_text,
    link_url: row.link_url,
    sort_order: row.sort_order,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The columns to write for the given fields: only editable fields that are present (never id or created_at). */
export function toFooterLinkWrite(fields: FooterLinkPatch): FooterLinkWrite {
  const write: Record<string, unknown> = {};
  for (const key of EDITABLE_FIELDS) if (fields[key] !== undefined) write[key] = fields[key];
  return write;
}
