-- Open houses of listings (RESO OpenHouse resource). They belong to their listing: removing the
-- listing removes them. Anyone may read them through the data API, as listings.
create table if not exists open_houses (
  open_house_key text primary key,
  listing_key text not null references listings (listing_key) on delete cascade,
  listing_id text not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  remarks text
);

-- Upcoming open houses (end after now, start before the window's end) and a listing's own.
create index if not exists open_houses_end_time_idx on open_houses (end_time);
create index if not exists open_houses_listing_end_time_idx on open_houses (listing_key, end_time);

revoke all on table public.open_houses from anon, authenticated;
grant select on table public.open_houses to anon, authenticated;
grant all on table public.open_houses to service_role;
alter table public.open_houses enable row level security;
drop policy if exists open_houses_public_read on public.open_houses;
create policy open_houses_public_read on public.open_houses for select to anon, authenticated using (true);
