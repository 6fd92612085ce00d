-- Permanent redirects (issue 17, ADR 0030): a request for from_path is answered 301 with to_path. One row per old
-- address; the application keeps the table free of chains and loops (planRedirects), and changes it only through
-- apply_redirects, so a change (a slug move that repoints older redirects, a CSV import) is stored whole or not at all.
-- Row-level security: everyone reads (the public server answers 301 as anon); site editors and administrators write,
-- since an editor who moves an article's slug makes its redirect with their own token. The Redirects page and its API
-- (by hand, CSV import) are for administrators only, checked by the server's guard.
create table if not exists redirects (
  from_path text primary key check (from_path like '/%' and length(from_path) <= 2000),
  to_path text not null check (to_path like '/%' and length(to_path) <= 2000),
  updated_at timestamptz not null default now()
);

drop trigger if exists redirects_set_updated_at on redirects;
create trigger redirects_set_updated_at
  before update on redirects
  for each row execute function set_updated_at();

-- One change in one statement's transaction: removals by old path, then rows put (inserted, or their target changed).
-- Security invoker: through the data API the caller's row-level security judges every row.
create or replace function public.apply_redirects(remove_paths text[], put_rows jsonb) returns void
  language plpgsql security invoker set search_path = ''
  as $fn$
begin
  delete from public.redirects where from_path = any(remove_paths);
  insert into public.redirects (from_path, to_path)
    select row_value ->> 'fromPath', row_value ->> 'toPath' from jsonb_array_elements(put_rows) as row_value
  on conflict (from_path) do update set to_path = excluded.to_path, updated_at = now();
end
$fn$;

revoke all on table public.redirects from anon, authenticated;
grant select on table public.redirects to anon, authenticated;
grant insert, update, delete on table public.redirects to authenticated;
grant all on table public.redirects to service_role;
revoke all on function public.apply_redirects(text[], jsonb) from public;
grant execute on function public.apply_redirects(text[], jsonb) to authenticated, service_role;
alter table public.redirects enable row level security;

drop policy if exists redirects_public_read on public.redirects;
create policy redirects_public_read on public.redirects
  for select to anon, authenticated
  using (true);

drop policy if exists redirects_admin_insert on public.redirects;
create policy redirects_admin_insert on public.redirects
  for insert to authenticated
  with check ((select public.require_site_editor()));

drop policy if exists redirects_admin_update on public.redirects;
create policy redirects_admin_update on public.redirects
  for update to authenticated
  using ((select public.require_site_editor()))
  with check ((select public.require_site_editor()));

drop policy if exists redirects_admin_delete on public.redirects;
create policy redirects_admin_delete on public.redirects
  for delete to authenticated
  using ((select public.require_site_editor()));
