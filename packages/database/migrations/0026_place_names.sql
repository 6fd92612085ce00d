-- The place index of the location boxes (issue 16, ADR 0029): every city, subdivision and ZIP code
-- with homes for sale, and how many, small enough to compare with the visitor's text by trigram
-- similarity on every keystroke. Addresses and MLS numbers are read from listings itself.
create extension if not exists pg_trgm;

-- Homes for sale are the statuses a search shows by default (DEFAULT_SEARCH_STATUSES in the domain).
create materialized view if not exists place_names as
  select 'city'::text as kind, city as name, lower(city) as lower_name, count(*)::integer as homes
    from listings
    where standard_status in ('Active', 'Active Under Contract', 'Coming Soon') and btrim(coalesce(city, '')) <> ''
    group by city
  union all
  select 'community', subdivision_name, lower(subdivision_name), count(*)::integer
    from listings
    where standard_status in ('Active', 'Active Under Contract', 'Coming Soon')
      and btrim(coalesce(subdivision_name, '')) <> ''
    group by subdivision_name
  union all
  select 'zip', postal_code, lower(postal_code), count(*)::integer
    from listings
    where standard_status in ('Active', 'Active Under Contract', 'Coming Soon') and btrim(coalesce(postal_code, '')) <> ''
    group by postal_code;

create unique index if not exists place_names_kind_name_idx on place_names (kind, name);
create index if not exists place_names_trgm_idx on place_names using gin (lower_name gin_trgm_ops);

-- Whether listings changed since the view was last refreshed: every statement that writes listings
-- marks it; the adapter refreshes the view before the next suggestion that finds it marked.
create table if not exists place_names_state (
  id boolean primary key default true check (id),
  stale boolean not null
);
insert into place_names_state (id, stale) values (true, false) on conflict (id) do nothing;

create or replace function mark_place_names_stale() returns trigger language plpgsql as $$
begin
  update place_names_state set stale = true where not stale;
  return null;
end;
$$;

drop trigger if exists listings_mark_place_names_stale on listings;
create trigger listings_mark_place_names_stale after insert or update or delete or truncate on listings
  for each statement execute function mark_place_names_stale();

-- MLS numbers are suggested by their first digits.
create index if not exists listings_listing_id_prefix_idx on listings (lower(listing_id) text_pattern_ops);

-- Only the server reads the index (GET /api/places/suggest); the data API's roles see neither.
alter table place_names_state enable row level security;
revoke all on table place_names from anon, authenticated;
revoke all on table place_names_state from anon, authenticated;

-- Addresses are suggested by the street number's first digits, then the other words.
create index if not exists listings_street_number_prefix_idx on listings (street_number text_pattern_ops);
