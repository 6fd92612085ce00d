-- Site-wide settings: who the team is and how to reach it. Exactly one row: the key can only be true.
create table if not exists site_settings (
  id boolean primary key default true check (id),
  team_name text not null,
  team_slug text not null,
  brokerage_name text not null,
  office_mls_id text not null,
  phone text not null,
  email text not null,
  street_address text not null,
  city text not null,
  state_or_province text not null,
  postal_code text not null,
  facebook_url text not null default '',
  instagram_url text not null default '',
  linkedin_url text not null default '',
  youtube_url text not null default '',
  updated_at timestamptz not null default now()
);

drop trigger if exists site_settings_set_updated_at on site_settings;
create trigger site_settings_set_updated_at
  before update on site_settings
  for each row execute function set_updated_at();
