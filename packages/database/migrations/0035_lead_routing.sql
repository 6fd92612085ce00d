-- Leads that reach someone (issue 17 §7, ADR 0036): each lead carries the agent it is assigned to (a content record's
-- id; no foreign key, since agents live in Supabase in that mode) and the day the team means to follow up by. The
-- routing settings are one row: the admin's rule, the office address told of every lead, and the rotation's last
-- agent, which one UPDATE advances atomically so the turn stays fair across restarts and across several servers. The
-- area table maps a city (compared trimmed and in any case) to an agent. Only the server reads or writes these tables.
alter table contact_submissions add column if not exists assigned_agent_id text;
alter table contact_submissions add column if not exists follow_up_on date;
create index if not exists contact_submissions_agent_idx on contact_submissions (assigned_agent_id, created_at desc);
create index if not exists contact_submissions_follow_up_idx on contact_submissions (follow_up_on)
  where follow_up_on is not null;

create table if not exists lead_routing (
  id smallint primary key default 1 check (id = 1),
  rule text not null default 'round-robin' check (rule in ('listing-agent', 'area', 'round-robin')),
  office_email text check (office_email is null or length(office_email) <= 254),
  rotation_last text,
  updated_at timestamptz not null default now()
);
insert into lead_routing (id) values (1) on conflict (id) do nothing;

create table if not exists lead_area_agents (
  city_key text primary key check (length(city_key) between 1 and 100),
  city text not null,
  agent_id text not null,
  position integer not null
);

revoke all on table public.lead_routing from anon, authenticated;
revoke all on table public.lead_area_agents from anon, authenticated;
alter table public.lead_routing enable row level security;
alter table public.lead_area_agents enable row level security;
