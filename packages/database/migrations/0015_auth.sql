-- Embedded sign-in for the admin area (issue 5): accounts with scrypt password hashes, sessions,
-- rotating refresh tokens (only their SHA-256 is stored), one-time codes for reset and invite
-- links, and the mail outbox the embedded mode writes instead of sending. With Supabase Auth these
-- tables stay empty. No grants to anon or authenticated: only the server (table owner) reads them.

create table if not exists auth_accounts (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text,
  role text constraint auth_accounts_role_check check (role in ('admin', 'editor')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);
create unique index if not exists auth_accounts_email_key on auth_accounts (lower(email));

create table if not exists auth_sessions (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references auth_accounts (id) on delete cascade,
  client_address text not null default '',
  created_at timestamptz not null default now(),
  refreshed_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index if not exists auth_sessions_account_idx on auth_sessions (account_id);

create table if not exists auth_refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references auth_sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index if not exists auth_refresh_tokens_session_idx on auth_refresh_tokens (session_id);

create table if not exists auth_one_time_codes (
  code_hash text primary key,
  account_id uuid not null references auth_accounts (id) on delete cascade,
  purpose text not null constraint auth_one_time_codes_purpose_check check (purpose in ('recovery', 'invite')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- The key that signs access tokens, made once per database unless AUTH_JWT_SECRET is configured.
create table if not exists auth_signing_key (
  id boolean primary key default true check (id),
  secret text not null,
  created_at timestamptz not null default now()
);

create table if not exists mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  body_text text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index if not exists mail_outbox_created_idx on mail_outbox (created_at desc);

drop trigger if exists auth_accounts_set_updated_at on auth_accounts;
create trigger auth_accounts_set_updated_at
  before update on auth_accounts
  for each row execute function set_updated_at();

do $private$
declare
  table_name text;
begin
  foreach table_name in array array['auth_accounts', 'auth_sessions', 'auth_refresh_tokens', 'auth_one_time_codes', 'auth_signing_key', 'mail_outbox'] loop
    execute format('revoke all on table public.%I from anon, authenticated', table_name);
    execute format('grant all on table public.%I to service_role', table_name);
    execute format('alter table public.%I enable row level security', table_name);
  end loop;
end
$private$;
