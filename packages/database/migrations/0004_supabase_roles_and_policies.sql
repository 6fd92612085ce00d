-- Roles, auth helpers, grants and row-level security for the data REST API (PostgREST).
-- Runs unchanged on PGlite, plain Postgres 15 and hosted Supabase: whatever Supabase already
-- provides (the roles, schema auth and its functions) is created only when missing, never replaced.
-- Connections as the table owner or a superuser (migrations, the embedded server) bypass RLS.

-- Roles. Roles are cluster-wide: two databases migrating at once may race, hence the handler.
do $roles$
declare
  role_spec text[];
begin
  foreach role_spec slice 1 in array array[
    ['anon', 'nologin noinherit'],
    ['authenticated', 'nologin noinherit'],
    ['service_role', 'nologin noinherit bypassrls']
  ] loop
    if not exists (select 1 from pg_catalog.pg_roles where rolname = role_spec[1]) then
      begin
        execute format('create role %I %s', role_spec[1], role_spec[2]);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end
$roles$;

-- Schema auth and the functions policies read the request's JWT with (PostgREST puts its claims in
-- request.jwt.claims). Looked up in the catalogs, which need no privilege on an existing schema auth.
do $auth$
declare
  fn text[];
begin
  if not exists (select 1 from pg_catalog.pg_namespace where nspname = 'auth') then
    create schema auth;
    grant usage on schema auth to anon, authenticated, service_role;
  end if;

  foreach fn slice 1 in array array[
    ['jwt', 'jsonb', $sql$ select nullif(current_setting('request.jwt.claims', true), '')::jsonb $sql$],
    ['uid', 'uuid', $sql$ select nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub', '')::uuid $sql$],
    ['role', 'text', $sql$ select nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role' $sql$]
  ] loop
    if not exists (
      select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'auth' and p.proname = fn[1] and p.pronargs = 0
    ) then
      execute format('create function auth.%I() returns %s language sql stable as %L', fn[1], fn[2], fn[3]);
    end if;
  end loop;
end
$auth$;

-- The caller's site role, set by the backend in the token's app_metadata (users cannot change it).
create or replace function public.site_role() returns text
  language sql stable set search_path = ''
  as $fn$ select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') $fn$;

-- Site administrators only: an 'editor' role, when it comes, gets its own helper, not this one.
create or replace function public.is_site_admin() returns boolean
  language sql stable set search_path = ''
  as $fn$ select public.site_role() = 'admin' $fn$;

-- For write policies: refuses with insufficient_privilege (42501) instead of silently matching no row,
-- so that a refused update or delete is reported as refused, not as an unknown id.
create or replace function public.require_site_admin() returns boolean
  language plpgsql stable set search_path = ''
  as $fn$
begin
  if not public.is_site_admin() then
    raise exception 'only site administrators may change this data' using errcode = 'insufficient_privilege';
  end if;
  return true;
end
$fn$;

grant usage on schema public to anon, authenticated, service_role;
grant execute on function public.site_role(), public.is_site_admin(), public.require_site_admin()
  to anon, authenticated, service_role;

-- footer_links: public reads of enabled links; everything else for site administrators.
revoke all on table public.footer_links from anon, authenticated;
grant select on table public.footer_links to anon, authenticated;
grant insert, update, delete on table public.footer_links to authenticated;
grant all on table public.footer_links to service_role;

alter table public.footer_links enable row level security;

drop policy if exists footer_links_read_enabled on public.footer_links;
create policy footer_links_read_enabled on public.footer_links
  for select to anon, authenticated
  using (enabled);

drop policy if exists footer_links_admin_read on public.footer_links;
create policy footer_links_admin_read on public.footer_links
  for select to authenticated
  using ((select public.is_site_admin()));

drop policy if exists footer_links_admin_insert on public.footer_links;
create policy footer_links_admin_insert on public.footer_links
  for insert to authenticated
  with check ((select public.require_site_admin()));

drop policy if exists footer_links_admin_update on public.footer_links;
create policy footer_links_admin_update on public.footer_links
  for update to authenticated
  using ((select public.require_site_admin()))
  with check ((select public.require_site_admin()));

drop policy if exists footer_links_admin_delete on public.footer_links;
create policy footer_links_admin_delete on public.footer_links
  for delete to authenticated
  using ((select public.require_site_admin()));

-- Listing data and site settings are public: anyone may read them through the API, nobody may
-- write them there (the sync job and the admin API write as the owner or as service_role).
do $public_read$
declare
  table_name text;
begin
  foreach table_name in array array['listings', 'listing_media', 'site_settings'] loop
    if to_regclass(format('public.%I', table_name)) is not null then
      execute format('revoke all on table public.%I from anon, authenticated', table_name);
      execute format('grant select on table public.%I to anon, authenticated', table_name);
      execute format('grant all on table public.%I to service_role', table_name);
      execute format('alter table public.%I enable row level security', table_name);
      execute format('drop policy if exists %I on public.%I', table_name || '_public_read', table_name);
      execute format('create policy %I on public.%I for select to anon, authenticated using (true)',
        table_name || '_public_read', table_name);
    end if;
  end loop;
end
$public_read$;
