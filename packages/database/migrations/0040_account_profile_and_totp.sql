-- My account (issue 17 §8): the name an admin or editor gives themselves, shown in the admin header instead of their
-- e-mail address ('' until they give one).
alter table auth_accounts add column if not exists name text not null default '';
