-- Which demo datasets a database has been offered, so demo data is added once, on first start,
-- and never comes back after an admin deletes it.
create table if not exists seed_log (
  dataset text primary key,
  seeded_at timestamptz not null default now()
);
