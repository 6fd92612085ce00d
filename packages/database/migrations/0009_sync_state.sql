-- Where background jobs keep their progress between runs and restarts, e.g. the listing
-- replication's high-water mark (the newest ModificationTimestamp fully copied from Trestle).
create table if not exists sync_state (
  name text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);

alter table sync_state enable row level security;
