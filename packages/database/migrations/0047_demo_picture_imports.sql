-- The demo pictures imported into the image library (issue 17 §3, ADR 0048): one row per demo address
-- (`/media/demo/{scene}/{n}.svg`) the seeded content showed, with the library image made of it, so the import runs once
-- per database. No foreign key to images: deleting the library picture later must not bring the import back. Only the
-- server reads or writes it: no grant to anon or authenticated, row-level security on with no policy.
create table if not exists demo_picture_imports (
  demo_url text primary key,
  image_id uuid not null,
  imported_at timestamptz not null default now()
);

revoke all on table public.demo_picture_imports from anon, authenticated;
alter table public.demo_picture_imports enable row level security;
