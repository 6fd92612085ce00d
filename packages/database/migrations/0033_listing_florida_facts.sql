-- Southwest Florida listing facts (issue 15): association and CDD fees, taxes, flood and storm, water
-- and boating, rules for owners and renters. RESO names where the Data Dictionary has one; lists
-- (fee includes, waterfront features, roof, windows, construction, pets) as JSON arrays of text.
alter table listings
  add column if not exists association_fee_frequency text,
  add column if not exists association_fee2 numeric(12, 2),
  add column if not exists association_fee2_frequency text,
  add column if not exists association_fee_includes jsonb,
  add column if not exists cdd_yn boolean,
  add column if not exists cdd_annual_fee numeric(12, 2),
  add column if not exists tax_year integer,
  add column if not exists homestead_yn boolean,
  add column if not exists flood_zone text,
  add column if not exists flood_zone_subtype text,
  add column if not exists flood_zone_source text,
  add column if not exists flood_zone_date date,
  add column if not exists base_flood_elevation numeric(8, 2),
  add column if not exists elevation numeric(8, 2),
  add column if not exists waterfront_features jsonb,
  add column if not exists water_body_name text,
  add column if not exists gulf_access_yn boolean,
  add column if not exists bridges_to_open_water_yn boolean,
  add column if not exists bridge_clearance numeric(6, 2),
  add column if not exists dock_yn boolean,
  add column if not exists boat_lift_capacity integer,
  add column if not exists canal_frontage numeric(8, 2),
  add column if not exists seawall_yn boolean,
  add column if not exists roof jsonb,
  add column if not exists roof_year integer,
  add column if not exists window_features jsonb,
  add column if not exists construction_materials jsonb,
  add column if not exists senior_community_yn boolean,
  add column if not exists pets_allowed jsonb,
  add column if not exists minimum_lease_months integer,
  add column if not exists lease_restrictions_yn boolean,
  add column if not exists association_approval_required_yn boolean,
  add column if not exists furnished text,
  add column if not exists virtual_tour_url_unbranded text,
  -- Written by the application from the facts above (one rule, in the domain), read by search filters:
  -- both association fees per month, and whether the zone is a Special Flood Hazard Area (A*, V*).
  add column if not exists association_fees_monthly numeric(12, 2),
  add column if not exists flood_insurance_required boolean;

-- The flood zone FEMA's National Flood Hazard Layer gave for a listing without one from the MLS, kept
-- apart from the listing row (which each replication rewrites) with the point it was asked for: a
-- listing that has not moved is not asked about again.
create table if not exists listing_flood_zones (
  listing_key text primary key,
  latitude numeric(9, 6) not null,
  longitude numeric(9, 6) not null,
  flood_zone text,
  flood_zone_subtype text,
  base_flood_elevation numeric(8, 2),
  determined_on date not null
);
alter table listing_flood_zones enable row level security;
