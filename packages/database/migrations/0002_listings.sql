-- The local copy of the listing data (RESO field names in snake_case). Search never passes
-- through to the upstream MLS: every listing page reads these tables.
create table if not exists listings (
  listing_key text primary key,
  listing_id text not null unique,
  list_agent_mls_id text,
  list_agent_full_name text,
  list_office_mls_id text,
  list_office_name text,
  list_price numeric(14, 2),
  original_list_price numeric(14, 2),
  previous_list_price numeric(14, 2),
  price_change_timestamp timestamptz,
  close_price numeric(14, 2),
  close_date date,
  listing_contract_date date,
  modification_timestamp timestamptz not null,
  street_number text,
  street_dir_prefix text,
  street_name text,
  street_dir_suffix text,
  street_suffix text,
  unit_number text,
  city text,
  state_or_province text,
  postal_code text,
  county_or_parish text,
  subdivision_name text,
  bedrooms_total integer,
  bathrooms_total_integer integer,
  bathrooms_full integer,
  bathrooms_half integer,
  living_area numeric(12, 2),
  lot_size_acres numeric(12, 4),
  year_built integer,
  property_type text,
  property_sub_type text,
  standard_status text not null,
  latitude double precision,
  longitude double precision,
  public_remarks text,
  tax_annual_amount numeric(12, 2),
  association_fee numeric(12, 2),
  waterfront_yn boolean,
  pool_private_yn boolean,
  garage_spaces numeric(6, 2),
  photos_count integer not null default 0
);

create table if not exists listing_media (
  media_key text primary key,
  listing_key text not null references listings (listing_key) on delete cascade,
  "order" integer not null,
  category text,
  description text,
  url text not null
);

create index if not exists listing_media_listing_order_idx on listing_media (listing_key, "order");

create index if not exists listings_office_idx on listings (list_office_mls_id, listing_contract_date desc);
create index if not exists listings_subdivision_lower_idx on listings (lower(subdivision_name));
create index if not exists listings_city_idx on listings (city);
create index if not exists listings_postal_code_idx on listings (postal_code);
create index if not exists listings_status_idx on listings (standard_status);
create index if not exists listings_list_price_idx on listings (list_price);
create index if not exists listings_contract_date_idx on listings (listing_contract_date desc);
create index if not exists listings_modification_idx on listings (modification_timestamp desc);
create index if not exists listings_price_change_idx on listings (price_change_timestamp desc) where price_change_timestamp is not null;
create index if not exists listings_close_date_idx on listings (close_date desc) where close_date is not null;
create index if not exists listings_lat_lng_idx on listings (latitude, longitude);
