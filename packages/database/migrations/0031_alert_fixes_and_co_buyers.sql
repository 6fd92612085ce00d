-- Alert fixes (issue 14 part 6, ADR 0033). A visitor turns their own saved-home alerts off and on from the account
-- page ("stop all e-mail alerts" included), so in Supabase mode saved_home_alerts_off is reachable through the data
-- API for the visitor's own row only, like saved_homes (migration 0025); the server's alert job reads it as before.
grant select, insert, update, delete on table public.saved_home_alerts_off to authenticated;
grant all on table public.saved_home_alerts_off to service_role;
drop policy if exists saved_home_alerts_off_own_rows on public.saved_home_alerts_off;
create policy saved_home_alerts_off_own_rows on public.saved_home_alerts_off for all to authenticated
  using ((select public.is_visitor()) and visitor_id = (select auth.uid()))
  with check ((select public.is_visitor()) and visitor_id = (select auth.uid()));

-- The outbox pruning (a scheduled job) deletes delivered mail older than MAIL_OUTBOX_RETENTION_DAYS: sent rows by
-- when they were sent, kept rows (no SMTP: stored and logged only) by when they were stored.
create index if not exists mail_outbox_delivered_idx on mail_outbox (coalesce(sent_at, created_at))
  where status in ('sent', 'kept');

-- Sharing saved homes with a co-buyer (issue 14 part 4, ADR 0033). A row is an invitation by the owner (visitor_id)
-- to an address, with the SHA-256 digest of its mailed token; once the invitee joins, co_buyer_visitor_id names them
-- and both see and edit the owner's saved homes. Nobody is the co-buyer of two lists. Only the server reads and
-- writes it (embedded accounts): row-level security on, no policy, no grant to anon or authenticated.
create table if not exists saved_home_shares (
  id uuid primary key default gen_random_uuid(),
  visitor_id uuid not null,
  owner_email text not null,
  invitee_email text not null constraint saved_home_shares_invitee_email_check
    check (char_length(invitee_email) between 3 and 254 and invitee_email = lower(invitee_email)),
  token_hash text not null unique constraint saved_home_shares_token_hash_check check (token_hash ~ '^[0-9a-f]{64}$'),
  co_buyer_visitor_id uuid,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  accepted_at timestamptz
);
create index if not exists saved_home_shares_owner_idx on saved_home_shares (visitor_id, created_at desc);
create unique index if not exists saved_home_shares_co_buyer_idx on saved_home_shares (co_buyer_visitor_id)
  where co_buyer_visitor_id is not null;
alter table saved_home_shares enable row level security;
revoke all on table public.saved_home_shares from anon, authenticated;
grant all on table public.saved_home_shares to service_role;
