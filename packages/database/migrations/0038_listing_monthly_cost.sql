-- A listing's estimated monthly cost in whole dollars with the default assumptions: written by the application
-- from the listing's facts (one formula, in the domain: listingMonthlyCost), read by the search's max monthly cost
-- filter and its sort by monthly cost. Null for sold or unpriced listings (docs/adr/0037-monthly-cost-one-formula.md).
alter table listings add column if not exists estimated_monthly_cost integer;

create index if not exists listings_estimated_monthly_cost_idx
  on listings (estimated_monthly_cost, listing_key collate "C")
  where estimated_monthly_cost is not null;
