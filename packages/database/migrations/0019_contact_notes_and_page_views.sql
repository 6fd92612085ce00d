-- Submissions are ordered by their time as the domain carries it (milliseconds), so a tie in
-- the admin list is a tie everywhere and is broken by id.
alter table contact_submissions alter column created_at set default date_trunc('milliseconds', now());

-- Notes the team keeps on contact submissions (issue 5), deleted with their submission.
create table if not exists contact_notes (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references contact_submissions (id) on delete cascade,
  author_id uuid,
  author_email text not null,
  text text not null constraint contact_notes_text_check check (length(btrim(text)) between 1 and 2000),
  created_at timestamptz not null default date_trunc('milliseconds', now())
);
create index if not exists contact_notes_submission_idx on contact_notes (submission_id, created_at);

-- Page views of the public site, counted per Southwest Florida day and path (no visitor data).
create table if not exists page_view_days (
  day date not null,
  path text not null constraint page_view_days_path_check check (length(path) between 1 and 300),
  views integer not null default 0 constraint page_view_days_views_check check (views >= 0),
  primary key (day, path)
);

-- Only the server reads and writes both tables (as the owner); nothing through the data API.
do $private$
declare
  table_name text;
begin
  foreach table_name in array array['contact_notes', 'page_view_days'] loop
    execute format('revoke all on table public.%I from anon, authenticated', table_name);
    execute format('grant all on table public.%I to service_role', table_name);
    execute format('alter table public.%I enable row level security', table_name);
  end loop;
end
$private$;
