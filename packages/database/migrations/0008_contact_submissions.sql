-- Messages visitors send (contact page, listing inquiries, showing requests). A submission is
-- stored before the visitor is told it was received; the team follows it up by status.
create table if not exists contact_submissions (
  id uuid primary key default gen_random_uuid(),
  topic text not null,
  name text not null,
  email text not null,
  phone text,
  message text not null,
  listing_id text,
  preferred_time text,
  consent boolean not null,
  source_path text not null,
  status text not null default 'new' constraint contact_submissions_status_check check (status in ('new', 'contacted', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

drop trigger if exists contact_submissions_set_updated_at on contact_submissions;
create trigger contact_submissions_set_updated_at
  before update on contact_submissions
  for each row execute function set_updated_at();

-- The admin list shows the newest first, optionally by status.
create index if not exists contact_submissions_status_created_idx on contact_submissions (status, created_at desc);
create index if not exists contact_submissions_created_idx on contact_submissions (created_at desc);

-- Through the data API, visitors (anon) may only add a new submission: no select, update or
-- delete grant, and no policy that lets anyone read rows. The server writes as the owner and
-- service_role bypasses row-level security.
revoke all on table public.contact_submissions from anon, authenticated;
grant insert (id, topic, name, email, phone, message, listing_id, preferred_time, consent, source_path)
  on table public.contact_submissions to anon;
grant all on table public.contact_submissions to service_role;
alter table public.contact_submissions enable row level security;
drop policy if exists contact_submissions_anon_insert on public.contact_submissions;
create policy contact_submissions_anon_insert on public.contact_submissions
  for insert to anon
  with check (status = 'new' and consent);
