-- The image library (issue 5): one row per uploaded picture. The files themselves (the original
-- and its WebP variants, under `{id}/`) live in the image storage: a folder on disk, or the
-- Supabase Storage bucket `images`.
create table if not exists images (
  id uuid primary key,
  file_name text not null,
  alt text not null check (length(btrim(alt)) > 0),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif')),
  byte_size integer not null check (byte_size > 0),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  original_key text not null,
  -- [{ width, height, key, byteSize }], smallest first
  variants jsonb not null default '[]'::jsonb,
  uploaded_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

drop trigger if exists images_set_updated_at on images;
create trigger images_set_updated_at
  before update on images
  for each row execute function set_updated_at();

-- The library lists newest first by default, or by name, alt text or size; ties by id.
create index if not exists images_created_at_idx on images (created_at desc, id);
create index if not exists images_file_name_idx on images ((file_name collate "C"), id);

-- Through the data API (PostgREST, Supabase) only site editors and administrators read or write
-- image records; the public site never needs them (its pages carry each picture's address and alt
-- text). Connections as the owner (the embedded server, migrations) bypass this.
revoke all on table public.images from anon, authenticated;
grant select, insert, update, delete on table public.images to authenticated;
grant all on table public.images to service_role;
alter table public.images enable row level security;

drop policy if exists images_editor_read on public.images;
create policy images_editor_read on public.images for select to authenticated using ((select public.is_site_editor()));
drop policy if exists images_editor_insert on public.images;
create policy images_editor_insert on public.images for insert to authenticated with check ((select public.require_site_editor()));
drop policy if exists images_editor_update on public.images;
create policy images_editor_update on public.images for update to authenticated
  using ((select public.require_site_editor())) with check ((select public.require_site_editor()));
drop policy if exists images_editor_delete on public.images;
create policy images_editor_delete on public.images for delete to authenticated using ((select public.require_site_editor()));

-- On hosted Supabase (where the storage schema exists) editors and administrators may also write
-- the files of the `images` bucket with their own token; everyone reads it (a public bucket).
do $storage_policies$
begin
  if to_regclass('storage.objects') is null then
    return;
  end if;
  execute 'drop policy if exists images_bucket_editor_read on storage.objects';
  execute $p$create policy images_bucket_editor_read on storage.objects for select to authenticated
    using (bucket_id = 'images' and (select public.is_site_editor()))$p$;
  execute 'drop policy if exists images_bucket_editor_insert on storage.objects';
  execute $p$create policy images_bucket_editor_insert on storage.objects for insert to authenticated
    with check (bucket_id = 'images' and (select public.is_site_editor()))$p$;
  execute 'drop policy if exists images_bucket_editor_delete on storage.objects';
  execute $p$create policy images_bucket_editor_delete on storage.objects for delete to authenticated
    using (bucket_id = 'images' and (select public.is_site_editor()))$p$;
end
$storage_policies$;
