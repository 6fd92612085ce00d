-- The mail outbox becomes the durable delivery queue (issue 14, ADR 0027). Every mail is still kept here; with
-- SMTP_URL set, a mail is `queued` and delivery workers (one per server) claim due rows with FOR UPDATE SKIP
-- LOCKED, each for a lease: `sending` until `lease_until`, then `sent`, back to `queued` at `next_attempt_at` after a
-- failed try (exponential back-off), or `failed` after the last. A row whose worker died while `sending` is claimed
-- again once its lease ran out (at-least-once delivery). Without SMTP_URL a mail is `kept`: stored, never sent.
-- Rows written before this migration are `kept`.

alter table mail_outbox add column if not exists body_html text;
alter table mail_outbox add column if not exists headers jsonb not null default '{}'::jsonb;
alter table mail_outbox add column if not exists category text
  constraint mail_outbox_category_check check (category in ('auth', 'alert', 'newsletter', 'lead'));
alter table mail_outbox add column if not exists status text not null default 'kept'
  constraint mail_outbox_status_check check (status in ('kept', 'queued', 'sending', 'sent', 'failed'));
alter table mail_outbox add column if not exists attempts integer not null default 0;
alter table mail_outbox add column if not exists next_attempt_at timestamptz;
alter table mail_outbox add column if not exists lease_until timestamptz;
alter table mail_outbox add column if not exists last_error text;
-- The order mails were stored in (created_at ties within a clock tick): the claim's tie-break.
alter table mail_outbox add column if not exists seq bigserial;

-- The workers' claim: the rows waiting for a try, in the order they are due.
create index if not exists mail_outbox_due_idx on mail_outbox (next_attempt_at, seq)
  where status in ('queued', 'sending');
