-- My account (issue 17 §8): the name an admin or editor gives themselves, shown in the admin header instead of their
-- e-mail address ('' until they give one).
alter table auth_accounts add column if not exists name text not null default '';

-- Two-step sign-in (issue 17 §8, ADR 0039): TOTP factors of staff accounts, their secret encrypted (AES-256-GCM under a
-- key derived from the signing key), the last time step whose code was accepted (a code is accepted once), and the
-- assurance level each session reached (aal2 once a code was verified in it). With Supabase Auth this stays empty:
-- GoTrue keeps auth.mfa_factors.
create table if not exists auth_factors (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references auth_accounts (id) on delete cascade,
  factor_type text not null default 'totp' constraint auth_factors_type_check check (factor_type = 'totp'),
  status text not null default 'unverified' constraint auth_factors_status_check check (status in ('unverified', 'verified')),
  friendly_name text not null default '',
  secret_ciphertext text not null,
  last_used_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists auth_factors_account_idx on auth_factors (account_id);

alter table auth_sessions add column if not exists aal text not null default 'aal1';
alter table auth_sessions drop constraint if exists auth_sessions_aal_check;
alter table auth_sessions add constraint auth_sessions_aal_check check (aal in ('aal1', 'aal2'));

drop trigger if exists auth_factors_set_updated_at on auth_factors;
create trigger auth_factors_set_updated_at
  before update on auth_factors
  for each row execute function set_updated_at();

revoke all on table public.auth_factors from anon, authenticated;
grant all on table public.auth_factors to service_role;
alter table public.auth_factors enable row level security;
