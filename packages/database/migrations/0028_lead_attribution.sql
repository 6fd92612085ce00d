-- Where each lead came from (issue 13): the campaign tags and ad click id of the visit's first page, the referring
-- site and the landing page, and the source group the domain put it in (leadChannel). Leads from before keep
-- 'unknown'. The inbox filters by the group and the dashboard counts leads per group over a period.
alter table contact_submissions add column if not exists utm_source text;
alter table contact_submissions add column if not exists utm_medium text;
alter table contact_submissions add column if not exists utm_campaign text;
alter table contact_submissions add column if not exists referrer_host text;
alter table contact_submissions add column if not exists landing_path text;
alter table contact_submissions add column if not exists click_id text;
alter table contact_submissions add column if not exists lead_channel text not null default 'unknown';

alter table contact_submissions drop constraint if exists contact_submissions_lead_channel_check;
alter table contact_submissions add constraint contact_submissions_lead_channel_check check (
  lead_channel in ('paid-search', 'paid-social', 'organic-search', 'social', 'email', 'referral', 'direct', 'unknown')
);

create index if not exists contact_submissions_channel_created_idx on contact_submissions (lead_channel, created_at desc);
