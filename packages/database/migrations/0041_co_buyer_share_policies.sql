-- Visitor accounts on Supabase Auth (issue 14, ADR 0040). The co-buyer shares become readable through the data API by
-- the visitors they name: the owner of the list (visitor_id) and, once joined, its co-buyer (co_buyer_visitor_id), and
-- by nobody else. Only the server writes them (with the service role or its own connection): no insert, update or
-- delete is granted to anon or authenticated. The digest of the invitation token is not granted to anybody but the
-- server: the select grant names the other columns.
revoke all on table public.saved_home_shares from anon, authenticated;
grant select (id, visitor_id, owner_email, invitee_email, co_buyer_visitor_id, created_at, expires_at, accepted_at)
  on table public.saved_home_shares to authenticated;
grant all on table public.saved_home_shares to service_role;
drop policy if exists saved_home_shares_own_or_shared on public.saved_home_shares;
create policy saved_home_shares_own_or_shared on public.saved_home_shares for select to authenticated
  using ((select public.is_visitor()) and (select auth.uid()) in (visitor_id, co_buyer_visitor_id));
