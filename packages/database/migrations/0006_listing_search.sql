-- What listing search needs (issue 3): the free-text column and its trigram index, total baths,
-- and the indexes of the usual filter and sort combinations. Sorts break ties by listing_key in
-- byte order (collate "C"), the same on every server whatever its default collation.
create extension if not exists pg_trgm;

-- Every whitespace-separated word of a free-text search must appear in this text: the address
-- parts, city, postal code, subdivision and MLS number, lower-cased, one space apart. Queries match
-- it with LIKE '%' || lower(word) || '%', which is ILIKE's answer at a fraction of its cost.
alter table listings add column if not exists search_text text generated always as (lower(
  coalesce(street_number, '') || ' ' || coalesce(street_dir_prefix, '') || ' ' || coalesce(street_name, '') || ' ' ||
  coalesce(street_dir_suffix, '') || ' ' || coalesce(street_suffix, '') || ' ' || coalesce(unit_number, '') || ' ' ||
  coalesce(city, '') || ' ' || coalesce(postal_code, '') || ' ' || coalesce(subdivision_name, '') || ' ' || listing_id
)) stored;

-- Total baths as the site counts them: full baths plus 0.5 per half bath.
alter table listings add column if not exists total_baths numeric(6, 1) generated always as (
  coalesce(bathrooms_full, 0) + 0.5 * coalesce(bathrooms_half, 0)
) stored;

-- A map pin as the pins query sends it: key, id, latitude, longitude, price ('' for none) and status
-- joined by the ASCII unit separator. Formatting 50,000 coordinates on every map request costs more
-- than the rest of the query; written once here, the pins of a search are read from an index.
alter table listings add column if not exists pin_text text generated always as (
  listing_key || E'\x1f' || listing_id || E'\x1f' || coalesce(latitude::text, '') || E'\x1f' || coalesce(longitude::text, '') || E'\x1f' ||
  coalesce(list_price::text, '') || E'\x1f' || standard_status
) stored;

-- Trigrams find the listings of a rare word; a broad word (a city name) is counted faster from the
-- status index that carries the text than by visiting thousands of rows.
create index if not exists listings_search_text_trgm_idx on listings using gin (search_text gin_trgm_ops);
create index if not exists listings_status_search_idx on listings (standard_status) include (search_text);

-- One index per sort order, in the exact order the queries ask for (missing values last, then
-- listing_key): a page walks it and stops after its listings. The status rides along so that
-- status filters are checked in the index; the newest order (the default) also carries the
-- coordinates and the pin, so map boxes are checked and pins read from the index alone.
drop index if exists listings_contract_date_idx;
drop index if exists listings_list_price_idx;
drop index if exists listings_price_change_idx;
drop index if exists listings_close_date_idx;
drop index if exists listings_modification_idx;
create index if not exists listings_newest_idx on listings (listing_contract_date desc nulls last, listing_key collate "C")
  include (standard_status, latitude, longitude, pin_text);
create index if not exists listings_price_desc_idx on listings (list_price desc nulls last, listing_key collate "C") include (standard_status);
create index if not exists listings_price_asc_idx on listings (list_price asc nulls last, listing_key collate "C") include (standard_status);
create index if not exists listings_reduced_idx on listings (price_change_timestamp desc nulls last, listing_key collate "C") include (standard_status);
create index if not exists listings_largest_idx on listings (living_area desc nulls last, listing_key collate "C") include (standard_status);
create index if not exists listings_closed_idx on listings (close_date desc nulls last, listing_key collate "C") include (standard_status);
create index if not exists listings_updated_idx on listings (modification_timestamp desc, listing_key collate "C") include (standard_status);

-- Filters: city (any letter case) with the price range and beds it usually comes with, so the
-- count of such a search is read from the index alone; an office's or an agent's listings,
-- newest first; the map box (latitude range, longitude checked in the index).
drop index if exists listings_city_idx;
drop index if exists listings_office_idx;
drop index if exists listings_lat_lng_idx;
create index if not exists listings_city_price_idx on listings (lower(city), list_price) include (city, bedrooms_total, standard_status);
create index if not exists listings_office_newest_idx on listings (list_office_mls_id, listing_contract_date desc nulls last, listing_key collate "C");
create index if not exists listings_agent_newest_idx on listings (list_agent_mls_id, listing_contract_date desc nulls last, listing_key collate "C");
create index if not exists listings_coordinates_idx on listings (latitude, longitude) include (standard_status);

-- Statistics for the new expressions and indexes, so the planner uses them from the start.
analyze listings;
