-- Sessions of the embedded sign-in (issue 12, ADR 0021): each ends at `not_after`, 30 days after
-- sign-in however often its refresh token rotates (sessions signed in before this migration end 30
-- days after theirs), and remembers how it began: `password` (sign-in) or `link` (a mailed reset or
-- invitation link, whose holder may set a password without the current one).

alter table auth_sessions add column if not exists not_after timestamptz;
update auth_sessions set not_after = created_at + interval '30 days' where not_after is null;
alter table auth_sessions alter column not_after set not null;

alter table auth_sessions add column if not exists origin text not null default 'password'
  constraint auth_sessions_origin_check check (origin in ('password', 'link'));
