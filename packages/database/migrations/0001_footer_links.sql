-- Footer links of the public site (spec section 3). Column names are the spec's own,
-- so hosted Supabase (PostgREST) serves this table to the admin area unchanged.
create table if not exists footer_links (
  id uuid primary key default gen_random_uuid(),
  enabled boolean not null default true,
  "column" integer not null default 1,
  link_text text not null default '',
  link_url text not null default '',
  -- Nullable on purpose: a link without a position sorts last.
  sort_order integer default 999,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace function set_updated_at() returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

drop trigger if exists footer_links_set_updated_at on footer_links;
create trigger footer_links_set_updated_at
  before update on footer_links
  for each row execute function set_updated_at();

-- The public footer reads enabled links by column; the admin list pages by sort_order or column.
create index if not exists footer_links_enabled_column_idx on footer_links (enabled, "column", sort_order);
create index if not exists footer_links_sort_order_idx on footer_links (sort_order, id);
create index if not exists footer_links_column_sort_order_idx on footer_links ("column", sort_order, id);
