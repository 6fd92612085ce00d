-- Listing history (issue 14): every price and status change the replication observes, per listing
-- period (listing_key) and per property (property_key: the normalised street address, unit and
-- postal code, so a relisted home is one property with two listing periods; ADR 0026). The id
-- orders the changes as they were recorded: an alert job reads them once each with a cursor.
create table if not exists listing_history (
  id bigint generated always as identity primary key,
  property_key text not null,
  listing_key text not null,
  listing_id text not null,
  kind text not null check (kind in ('listed', 'relisted', 'price_change', 'pending', 'sold', 'withdrawn', 'expired',
    'canceled', 'back_on_market', 'off_market')),
  at timestamptz not null,
  status text not null,
  list_price numeric(14, 2),
  price numeric(14, 2),
  previous_price numeric(14, 2)
);

-- The latest change of a listing (what the replication compares with) and a property's changes.
create index if not exists listing_history_listing_idx on listing_history (listing_key, id desc);
create index if not exists listing_history_property_idx on listing_history (property_key, at, id);

-- Property pages show the history to everyone, as the listings themselves; only the server writes.
revoke all on table public.listing_history from anon, authenticated;
grant select on table public.listing_history to anon, authenticated;
grant all on table public.listing_history to service_role;
alter table public.listing_history enable row level security;
drop policy if exists listing_history_public_read on public.listing_history;
create policy listing_history_public_read on public.listing_history for select to anon, authenticated using (true);

-- The simulated MLS of the embedded demo (the live demo feed): the current record of every demo
-- listing it has changed or created (the others are the generated demo listings as seeded), so a
-- restart carries on from where the market was. The server alone reads it: no policy, no grant.
create table if not exists demo_mls_listings (
  listing_key text primary key,
  sequence integer not null,
  status text not null,
  modified timestamptz not null,
  -- Whether the home has been listed again under another key (each listing period is relisted once).
  relisted boolean not null default false,
  listing jsonb not null
);
create index if not exists demo_mls_listings_modified_idx on demo_mls_listings (modified);
revoke all on table public.demo_mls_listings from anon, authenticated;
alter table public.demo_mls_listings enable row level security;
