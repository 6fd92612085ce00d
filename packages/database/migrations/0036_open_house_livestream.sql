-- Open houses carry their livestream address (RESO LivestreamOpenHouseURL, https only, checked by the mapper) and
-- whether visitors must book a time first (RESO AppointmentRequiredYN).
alter table open_houses add column if not exists livestream_url text;
alter table open_houses add column if not exists appointment_required boolean;
