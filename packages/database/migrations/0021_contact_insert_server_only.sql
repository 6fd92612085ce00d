-- Contact submissions reach the table only through the server (`POST /api/contact`), which
-- validates them, checks the honeypot and applies the per-address rate limit. Migration 0008 let
-- the data API's anon key insert directly, skipping all three: no role but the server's may insert
-- now. The server writes as the table owner; service_role bypasses row-level security.
drop policy if exists contact_submissions_anon_insert on public.contact_submissions;
revoke insert on table public.contact_submissions from anon, authenticated;
