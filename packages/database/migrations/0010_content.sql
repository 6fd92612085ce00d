-- Content the team edits (issue 4): agents, communities, articles, banners, testimonials, sales
-- results and text pages (about-us pages, broker pages, privacy policy). Column names are the
-- domain's field names in snake case (see ContentCollection in @app/domain); nested values
-- (pictures, links, highlights) are jsonb, word lists text[].

create table if not exists agents (
  id uuid primary key default gen_random_uuid(),
  slug text not null constraint agents_slug_key unique,
  name text not null,
  title text not null default '',
  phone text not null default '',
  email text not null default '',
  photo jsonb not null default '{"url":"","alt":""}',
  bio text not null default '',
  languages text[] not null default '{}',
  specialties text[] not null default '{}',
  license_number text not null default '',
  mls_member_id text,
  links jsonb not null default '{"facebook":"","instagram":"","linkedin":"","youtube":"","website":""}',
  is_broker boolean not null default false,
  visible boolean not null default true,
  sort_order integer not null default 999,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists agents_order_idx on agents (sort_order, name, id);
create index if not exists agents_mls_member_idx on agents (mls_member_id);

create table if not exists communities (
  id uuid primary key default gen_random_uuid(),
  slug text not null constraint communities_slug_key unique,
  name text not null,
  city text not null default '',
  summary text not null default '',
  body text not null default '',
  hero jsonb not null default '{"url":"","alt":""}',
  subdivisions text[] not null default '{}',
  highlights jsonb not null default '{"amenities":[],"schools":[],"lifestyle":[]}',
  latitude double precision not null,
  longitude double precision not null,
  published boolean not null default false,
  sort_order integer not null default 999,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists communities_order_idx on communities (sort_order, name, id);

create table if not exists articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null constraint articles_slug_key unique,
  category text not null constraint articles_category_check
    check (category in ('local-history', 'owners-sellers', 'buyer-resources', 'team-articles', 'events-and-fun-facts')),
  title text not null,
  excerpt text not null default '',
  body text not null default '',
  cover jsonb not null default '{"url":"","alt":""}',
  author_agent_id uuid references agents (id) on delete set null,
  status text not null default 'draft' constraint articles_status_check check (status in ('draft', 'published')),
  published_at timestamptz,
  tags text[] not null default '{}',
  seo_title text,
  seo_description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists articles_category_published_idx on articles (category, status, published_at desc);
create index if not exists articles_published_idx on articles (status, published_at desc);

create table if not exists banners (
  id uuid primary key default gen_random_uuid(),
  placement text not null constraint banners_placement_check check (placement in ('home-hero', 'home-promo', 'search-top')),
  title text not null,
  subtitle text not null default '',
  image jsonb not null default '{"url":"","alt":""}',
  link_url text not null default '',
  link_text text not null default '',
  starts_at timestamptz,
  ends_at timestamptz,
  enabled boolean not null default true,
  sort_order integer not null default 999,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint banners_schedule_check check (starts_at is null or ends_at is null or starts_at < ends_at)
);
create index if not exists banners_placement_idx on banners (placement, sort_order, id);

create table if not exists testimonials (
  id uuid primary key default gen_random_uuid(),
  author_name text not null,
  place text not null default '',
  quote text not null,
  rating integer not null constraint testimonials_rating_check check (rating between 1 and 5),
  agent_id uuid references agents (id) on delete set null,
  given_on date not null,
  published boolean not null default true,
  sort_order integer not null default 999,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists testimonials_agent_idx on testimonials (agent_id);

create table if not exists sales_results (
  id uuid primary key default gen_random_uuid(),
  address text not null,
  city text not null,
  price integer not null constraint sales_results_price_check check (price > 0),
  closed_on date not null,
  side text not null constraint sales_results_side_check check (side in ('listing', 'buyer')),
  agent_id uuid references agents (id) on delete set null,
  photo jsonb not null default '{"url":"","alt":""}',
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists sales_results_closed_idx on sales_results (closed_on desc, address, id);
create index if not exists sales_results_agent_idx on sales_results (agent_id);

create table if not exists site_pages (
  id uuid primary key default gen_random_uuid(),
  slug text not null constraint site_pages_slug_key unique,
  title text not null,
  intro text not null default '',
  body text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

do $triggers$
declare
  table_name text;
begin
  foreach table_name in array array['agents', 'communities', 'articles', 'banners', 'testimonials', 'sales_results', 'site_pages'] loop
    execute format('drop trigger if exists %I on %I', table_name || '_set_updated_at', table_name);
    execute format('create trigger %I before update on %I for each row execute function set_updated_at()',
      table_name || '_set_updated_at', table_name);
  end loop;
end
$triggers$;
