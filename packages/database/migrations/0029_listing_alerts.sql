-- Listing alerts (issue 14 part 6, ADR 0031). The alert job reads listing_history from its own sync_state cursor
-- ('listing-alerts.cursor') and mails each visitor once per replication run. Each alert mail carries a random
-- unsubscribe token naming what it was sent for: opening (or one-click POSTing) its link turns those searches' alerts
-- to never and, when the mail told of saved homes, the visitor's saved-home alerts off. Only the server reads these
-- tables: no grants to anon or authenticated, row-level security on with no policy.
create table if not exists alert_unsubscribe_tokens (
  token text primary key constraint alert_unsubscribe_tokens_token_check check (char_length(token) between 32 and 64),
  visitor_id uuid not null,
  saved_search_ids uuid[] not null default '{}',
  saved_homes boolean not null default false,
  created_at timestamptz not null default now()
);
create index if not exists alert_unsubscribe_tokens_visitor_idx on alert_unsubscribe_tokens (visitor_id);

-- Visitors who turned their saved-home alerts off (absent: on).
create table if not exists saved_home_alerts_off (
  visitor_id uuid primary key,
  turned_off_at timestamptz not null default now()
);

alter table alert_unsubscribe_tokens enable row level security;
alter table saved_home_alerts_off enable row level security;
revoke all on table public.alert_unsubscribe_tokens, public.saved_home_alerts_off from anon, authenticated;
