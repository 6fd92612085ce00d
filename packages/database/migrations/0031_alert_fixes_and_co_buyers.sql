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
