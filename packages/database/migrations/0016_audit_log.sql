-- Every admin change (issue 5): who, when, what, and the record before and after.
create table if not exists audit_log (
  id uuid primary key default gen_random_uuid(),
  at timestamptz not null default now(),
  actor_id uuid,
  actor_email text not null,
  action text not null,
  entity text not null,
  entity_id text,
  summary text not null default '',
  before jsonb,
  after jsonb
);
create index if not exists audit_log_at_idx on audit_log (at desc, id);
create index if not exists audit_log_entity_idx on audit_log (entity, at desc);
create index if not exists audit_log_actor_idx on audit_log (actor_id, at desc);

-- Only the server writes it; in Supabase mode admins may read it through the data API.
revoke all on table public.audit_log from anon, authenticated;
grant select on table public.audit_log to authenticated;
grant all on table public.audit_log to service_role;
alter table public.audit_log enable row level security;
drop policy if exists audit_log_admin_read on public.audit_log;
create policy audit_log_admin_read on public.audit_log
  for select to authenticated
  using ((select public.is_site_admin()));
