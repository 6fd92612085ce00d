-- The newsletter (issue 14 part 7, ADR 0032): addresses that asked for the monthly market update, double opt-in.
-- A sign-up makes a `pending` subscriber (an existing address keeps its state) and a confirmation link, kept as the
-- SHA-256 of its token with the cities asked for, used once and before it expires; using it makes the subscriber
-- `confirmed` with those cities. Only confirmed subscribers are ever sent an update, one per office month
-- (last_update_month, claimed before the mail is queued). Each subscriber has one random unsubscribe token for its
-- one-click link. Only the server reads these tables: no grants to anon or authenticated, row-level security on with
-- no policy.
create table if not exists newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null constraint newsletter_subscribers_email_check check (char_length(email) between 3 and 254),
  cities text[] not null default '{}',
  status text not null default 'pending'
    constraint newsletter_subscribers_status_check check (status in ('pending', 'confirmed', 'unsubscribed')),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  last_update_month text constraint newsletter_subscribers_month_check check (last_update_month ~ '^\d{4}-\d{2}$'),
  unsubscribe_token text not null unique
    constraint newsletter_subscribers_token_check check (char_length(unsubscribe_token) between 32 and 64)
);
create unique index if not exists newsletter_subscribers_email_idx on newsletter_subscribers (lower(email));
create index if not exists newsletter_subscribers_confirmed_idx on newsletter_subscribers (confirmed_at)
  where status = 'confirmed';

create table if not exists newsletter_confirmations (
  token_hash text primary key constraint newsletter_confirmations_hash_check check (char_length(token_hash) = 64),
  subscriber_id uuid not null references newsletter_subscribers (id) on delete cascade,
  cities text[] not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists newsletter_confirmations_subscriber_idx on newsletter_confirmations (subscriber_id);

alter table newsletter_subscribers enable row level security;
alter table newsletter_confirmations enable row level security;
revoke all on table public.newsletter_subscribers, public.newsletter_confirmations from anon, authenticated;

-- Leads from accounts, saved searches and the newsletter (issue 14 part 8, ADR 0032). The site makes them through the
-- lead intake as contact_submissions rows with a site-lead topic; one person (address, any letter case) is one such
-- lead, which this index enforces, and what they do later is kept as its activity.
create unique index if not exists contact_submissions_site_lead_idx on contact_submissions (lower(email))
  where topic in ('newsletter', 'account', 'saved-search');

create table if not exists lead_activity (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references contact_submissions (id) on delete cascade,
  topic text not null constraint lead_activity_topic_check check (topic in ('newsletter', 'account', 'saved-search')),
  text text not null constraint lead_activity_text_check check (char_length(text) between 1 and 300),
  at timestamptz not null default now()
);
create index if not exists lead_activity_submission_idx on lead_activity (submission_id, at);

alter table lead_activity enable row level security;
revoke all on table public.lead_activity from anon, authenticated;
