-- Visitor accounts (issue 14, ADR 0028): buyers who save homes and searches. In the embedded mode they are
-- auth_accounts rows with role 'visitor' (the admin gateway never reads them) signing in with a password or a
-- one-time 'sign-in' code; with Supabase Auth they are GoTrue users with app_metadata.role 'visitor'.
-- saved_homes and saved_searches carry no foreign key to an account table (auth_accounts in one mode, auth.users
-- in the other): the server erases a visitor's rows before deleting the account. Through the data API a visitor
-- reads and writes only their own rows; nobody else reads them (staff see leads through the server, later).

alter table auth_accounts drop constraint if exists auth_accounts_role_check;
alter table auth_accounts add constraint auth_accounts_role_check check (role in ('admin', 'editor', 'visitor'));

alter table auth_one_time_codes drop constraint if exists auth_one_time_codes_purpose_check;
alter table auth_one_time_codes
  add constraint auth_one_time_codes_purpose_check check (purpose in ('recovery', 'invite', 'sign-in'));

create table if not exists saved_homes (
  visitor_id uuid not null,
  listing_id text not null constraint saved_homes_listing_id_check check (char_length(listing_id) between 1 and 100),
  -- The price and status when saved, so the account page can show what changed since.
  price_at_save numeric,
  status_at_save text not null,
  saved_at timestamptz not null default now(),
  primary key (visitor_id, listing_id)
);
create index if not exists saved_homes_listing_idx on saved_homes (listing_id);

create table if not exists saved_searches (
  id uuid primary key default gen_random_uuid(),
  visitor_id uuid not null,
  name text not null constraint saved_searches_name_check check (char_length(name) between 1 and 80),
  view text not null constraint saved_searches_view_check check (view in ('list', 'map')),
  -- The search's URL parameters in canonical form (savedSearchState), an object of strings.
  params jsonb not null constraint saved_searches_params_check check (jsonb_typeof(params) = 'object'),
  alert_frequency text not null
    constraint saved_searches_alert_frequency_check check (alert_frequency in ('instantly', 'daily', 'weekly', 'never')),
  -- The alert cursor: when the last alert of this search went out (issue 14 part 6 moves it).
  last_alerted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists saved_searches_visitor_idx on saved_searches (visitor_id, created_at desc);
create index if not exists saved_searches_alert_idx on saved_searches (alert_frequency) where alert_frequency <> 'never';

drop trigger if exists saved_searches_set_updated_at on saved_searches;
create trigger saved_searches_set_updated_at
  before update on saved_searches
  for each row execute function set_updated_at();

-- The caller is a signed-in visitor (app_metadata.role, which users cannot set themselves).
create or replace function public.is_visitor() returns boolean
  language sql stable set search_path = ''
  as $fn$ select public.site_role() = 'visitor' and auth.uid() is not null $fn$;
grant execute on function public.is_visitor() to anon, authenticated, service_role;

do $own_rows$
declare
  table_name text;
begin
  foreach table_name in array array['saved_homes', 'saved_searches'] loop
    execute format('alter table public.%I enable row level security', table_name);
    execute format('revoke all on table public.%I from anon, authenticated', table_name);
    execute format('grant select, insert, update, delete on table public.%I to authenticated', table_name);
    execute format('grant all on table public.%I to service_role', table_name);
    execute format('drop policy if exists %I on public.%I', table_name || '_own_rows', table_name);
    execute format(
      'create policy %I on public.%I for all to authenticated
         using ((select public.is_visitor()) and visitor_id = (select auth.uid()))
         with check ((select public.is_visitor()) and visitor_id = (select auth.uid()))',
      table_name || '_own_rows', table_name);
  end loop;
end
$own_rows$;
