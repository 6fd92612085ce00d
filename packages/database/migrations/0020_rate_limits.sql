-- Attempts counted by the rate limits and the sign-in lock-out (ADR 0020), shared by every server
-- on this database: rate-limiter-flexible's Postgres layout. `key` is the rule's name and a SHA-256
-- digest of what it counts (no address or e-mail address in the clear), `points` the attempts in
-- the window, `expire` when the window ends (milliseconds since the epoch).
create table if not exists rate_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);

-- Only the server (the table owner) reads and writes it: nothing through the data API.
revoke all on table public.rate_limits from anon, authenticated;
grant all on table public.rate_limits to service_role;
alter table public.rate_limits enable row level security;
