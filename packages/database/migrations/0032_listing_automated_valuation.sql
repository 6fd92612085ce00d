-- RESO InternetAutomatedValuationDisplayYN: false when the seller asked that no automated value estimate be shown for
-- the listing (IDX). Null when the feed does not say.
alter table listings add column if not exists internet_automated_valuation_display_yn boolean;
