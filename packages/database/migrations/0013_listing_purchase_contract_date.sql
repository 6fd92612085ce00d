-- The day a listing went under contract (RESO PurchaseContractDate): the market-activity metrics
-- count pending sales by it and end a listing's time on the market with it.
alter table listings add column if not exists purchase_contract_date date;
