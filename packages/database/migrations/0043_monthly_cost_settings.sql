-- The admin's monthly cost assumptions (issue 15 §3, ADR 0037): one row holding the loan defaults, each county's
-- millage, minimum tax and insurance rate, the other-county rates and the insurance and flood table, as the domain's
-- MonthlyCostSettings (checked by monthlyCostSettingsIssues before every save). No row means the defaults. Only the
-- server reads or writes it: no grant to anon or authenticated, row-level security on with no policy.
create table if not exists monthly_cost_settings (
  id smallint primary key default 1 check (id = 1),
  settings jsonb not null check (jsonb_typeof(settings) = 'object'),
  updated_at timestamptz not null default now()
);

revoke all on table public.monthly_cost_settings from anon, authenticated;
alter table public.monthly_cost_settings enable row level security;
