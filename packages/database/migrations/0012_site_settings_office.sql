-- The office's opening hours and map position, for the contact page and the search engines'
-- business data. Hours are a list of { days, opens, closes } (see OfficeHours in @app/domain);
-- an empty list and null coordinates mean "not published".
alter table site_settings add column if not exists office_hours jsonb not null default '[]';
alter table site_settings add column if not exists latitude double precision;
alter table site_settings add column if not exists longitude double precision;
