-- Who may do what with the content tables of 0010 through the data API (PostgREST, Supabase).
-- Everyone (anon, any signed-in user) reads only what is public, by the same rules as the
-- domain's collection descriptors (isVisibleAt): visible agents; published communities,
-- testimonials and sales results; articles once published and their publish instant has passed;
-- enabled banners within their schedule; every text page. Site editors and administrators read
-- every row and write. Connections as the owner (the embedded server, migrations) bypass this.

-- Editors and administrators: the role comes from the token's app_metadata (users cannot change it).
create or replace function public.is_site_editor() returns boolean
  language sql stable set search_path = ''
  as $fn$ select public.site_role() in ('admin', 'editor') $fn$;

-- For write policies: refuses with insufficient_privilege (42501) instead of silently matching no row,
-- so that a refused update or delete is reported as refused, not as an unknown id.
create or replace function public.require_site_editor() returns boolean
  language plpgsql stable set search_path = ''
  as $fn$
begin
  if not public.is_site_editor() then
    raise exception 'only site editors and administrators may change this content' using errcode = 'insufficient_privilege';
  end if;
  return true;
end
$fn$;

grant execute on function public.is_site_editor(), public.require_site_editor() to anon, authenticated, service_role;

do $content_policies$
declare
  rule text[];
begin
  foreach rule slice 1 in array array[
    ['agents', 'visible'],
    ['communities', 'published'],
    ['articles', $$status = 'published' and published_at <= now()$$],
    ['banners', 'enabled and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())'],
    ['testimonials', 'published'],
    ['sales_results', 'published'],
    ['site_pages', 'true']
  ] loop
    execute format('revoke all on table public.%I from anon, authenticated', rule[1]);
    execute format('grant select on table public.%I to anon, authenticated', rule[1]);
    execute format('grant insert, update, delete on table public.%I to authenticated', rule[1]);
    execute format('grant all on table public.%I to service_role', rule[1]);
    execute format('alter table public.%I enable row level security', rule[1]);

    execute format('drop policy if exists %I on public.%I', rule[1] || '_public_read', rule[1]);
    execute format('create policy %I on public.%I for select to anon, authenticated using (%s)', rule[1] || '_public_read', rule[1], rule[2]);

    execute format('drop policy if exists %I on public.%I', rule[1] || '_editor_read', rule[1]);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_site_editor()))',
      rule[1] || '_editor_read', rule[1]);

    execute format('drop policy if exists %I on public.%I', rule[1] || '_editor_insert', rule[1]);
    execute format('create policy %I on public.%I for insert to authenticated with check ((select public.require_site_editor()))',
      rule[1] || '_editor_insert', rule[1]);

    execute format('drop policy if exists %I on public.%I', rule[1] || '_editor_update', rule[1]);
    execute format('create policy %I on public.%I for update to authenticated using ((select public.require_site_editor())) with check ((select public.require_site_editor()))',
      rule[1] || '_editor_update', rule[1]);

    execute format('drop policy if exists %I on public.%I', rule[1] || '_editor_delete', rule[1]);
    execute format('create policy %I on public.%I for delete to authenticated using ((select public.require_site_editor()))',
      rule[1] || '_editor_delete', rule[1]);
  end loop;
end
$content_policies$;
