-- Versions, history and the Trash of content records (issue 17 §2, ADR 0038).
-- Every content table gets a version: 1 when a row is inserted, one more at every update (a trigger, so every writer
-- counts the same way: the embedded server, the data API, a script). A save names the version it was based on and is
-- a compare-and-set in one statement (`update ... where id = $1 and version = $2`): a save based on an old version
-- changes nothing and the server answers 409 with the row as it is.
create or replace function public.bump_record_version() returns trigger
  language plpgsql set search_path = ''
  as $fn$
begin
  new.version := old.version + 1;
  return new;
end
$fn$;

do $record_versions$
declare
  content_table text;
begin
  foreach content_table in array array[
    'agents', 'communities', 'articles', 'banners', 'testimonials', 'sales_results', 'site_pages'
  ] loop
    execute format('alter table public.%I add column if not exists version integer not null default 1', content_table);
    execute format('drop trigger if exists %I on public.%I', content_table || '_bump_version', content_table);
    execute format(
      'create trigger %I before update on public.%I for each row execute function public.bump_record_version()',
      content_table || '_bump_version', content_table);
  end loop;
end
$record_versions$;

-- Each saved version of a content record: what it held (its editable fields), who saved it and when. A version is
-- kept once: the first kept stays (`on conflict do nothing`).
create table if not exists record_versions (
  kind text not null check (kind in ('agents', 'communities', 'articles', 'banners', 'testimonials', 'sales_results', 'site_pages')),
  record_id uuid not null,
  version integer not null check (version >= 1),
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'object'),
  author_id text,
  author_name text not null check (length(author_name) <= 320),
  saved_at timestamptz not null default now(),
  primary key (kind, record_id, version)
);

-- Deleted content records, kept 30 days (purged when the Trash is read: trashPurgeCutoff) with who deleted them.
create table if not exists content_trash (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('agents', 'communities', 'articles', 'banners', 'testimonials', 'sales_results', 'site_pages')),
  record_id uuid not null,
  label text not null check (length(label) <= 500),
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'object'),
  deleted_by_id text,
  deleted_by_name text not null check (length(deleted_by_name) <= 320),
  deleted_at timestamptz not null default now()
);
create index if not exists content_trash_deleted_at on content_trash (deleted_at desc, id);
create index if not exists content_trash_kind on content_trash (kind, deleted_at desc);

-- Row-level security: site editors and administrators read and write both tables through the data API; anonymous
-- callers and signed-in users without a site role get nothing (no grant for anon, no row for others).
do $archive_policies$
declare
  archive_table text;
begin
  foreach archive_table in array array['record_versions', 'content_trash'] loop
    execute format('revoke all on table public.%I from anon, authenticated', archive_table);
    execute format('grant select, insert, delete on table public.%I to authenticated', archive_table);
    execute format('grant all on table public.%I to service_role', archive_table);
    execute format('alter table public.%I enable row level security', archive_table);
    execute format('drop policy if exists %I on public.%I', archive_table || '_editor_read', archive_table);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_site_editor()))',
      archive_table || '_editor_read', archive_table);
    execute format('drop policy if exists %I on public.%I', archive_table || '_editor_insert', archive_table);
    execute format('create policy %I on public.%I for insert to authenticated with check ((select public.require_site_editor()))',
      archive_table || '_editor_insert', archive_table);
    execute format('drop policy if exists %I on public.%I', archive_table || '_editor_delete', archive_table);
    execute format('create policy %I on public.%I for delete to authenticated using ((select public.require_site_editor()))',
      archive_table || '_editor_delete', archive_table);
  end loop;
end
$archive_policies$;
