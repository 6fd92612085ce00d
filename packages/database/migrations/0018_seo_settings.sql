-- The SEO and answer-engine settings (/admin/seo-aeo): page title template, default description
-- and share image, robots.txt rules, the organization details of the structured data, the FAQ and
-- the plain-text summary of /llms.txt. Exactly one row: the key can only be true. The nested
-- values are jsonb in the domain's own shape (see SeoSettings in @app/domain).
create table if not exists seo_settings (
  id boolean primary key default true check (id),
  title_template text not null,
  home_title text not null,
  site_name text not null,
  default_description text not null,
  share_image_url text,
  share_image_alt text not null default '',
  robots jsonb not null default '[{"userAgent": "*", "allow": ["/"], "disallow": []}]',
  organization jsonb not null default '{}',
  faq jsonb not null default '[]',
  site_summary text not null default '',
  updated_at timestamptz not null default now()
);

drop trigger if exists seo_settings_set_updated_at on seo_settings;
create trigger seo_settings_set_updated_at
  before update on seo_settings
  for each row execute function set_updated_at();

-- Everyone reads them (every public page, robots.txt and llms.txt use them); through the data API
-- only site administrators (app_metadata.role 'admin') write, and nobody deletes the row.
revoke all on table public.seo_settings from anon, authenticated;
grant select on table public.seo_settings to anon, authenticated;
grant insert, update on table public.seo_settings to authenticated;
grant all on table public.seo_settings to service_role;
alter table public.seo_settings enable row level security;

drop policy if exists seo_settings_public_read on public.seo_settings;
create policy seo_settings_public_read on public.seo_settings
  for select to anon, authenticated
  using (true);

drop policy if exists seo_settings_admin_insert on public.seo_settings;
create policy seo_settings_admin_insert on public.seo_settings
  for insert to authenticated
  with check ((select public.require_site_admin()));

drop policy if exists seo_settings_admin_update on public.seo_settings;
create policy seo_settings_admin_update on public.seo_settings
  for update to authenticated
  using ((select public.require_site_admin()))
  with check ((select public.require_site_admin()));

-- The demo brokerage's settings (DEMO_SEO_SETTINGS of @app/database): a sensible start an admin edits.
insert into seo_settings (title_template, home_title, site_name, default_description, share_image_url, share_image_alt, robots, organization, faq, site_summary)
values (
  $seo$%s | Palmetto Realty Group$seo$,
  $seo$Palmetto Realty Group | Southwest Florida's Premier Real Estate Team$seo$,
  $seo$Palmetto Realty Group$seo$,
  $seo$Homes for sale in Naples, Bonita Springs, Estero, Fort Myers, Cape Coral, Marco Island and Sanibel with the Palmetto Realty Group team.$seo$,
  null,
  '',
  $seo$[
    {
      "userAgent": "*",
      "allow": [
        "/"
      ],
      "disallow": []
    }
  ]$seo$::jsonb,
  $seo${
    "legalName": "Palmetto Realty Group, LLC",
    "description": "An independent real-estate brokerage founded in Naples, Florida in 2009. Its team of eight agents, The Palmetto Team, helps people buy and sell homes, condominiums and land across Collier and Lee counties.",
    "logoUrl": "",
    "foundingYear": 2009,
    "areaServed": [
      "Naples, FL",
      "Bonita Springs, FL",
      "Estero, FL",
      "Fort Myers, FL",
      "Fort Myers Beach, FL",
      "Cape Coral, FL",
      "Sanibel, FL",
      "Marco Island, FL",
      "Lehigh Acres, FL",
      "Punta Gorda, FL",
      "Port Charlotte, FL"
    ],
    "languages": [
      "English",
      "Spanish",
      "German",
      "French",
      "Portuguese",
      "Hindi",
      "Gujarati"
    ],
    "sameAs": []
  }$seo$::jsonb,
  $seo$[
    {
      "question": "Which areas of Southwest Florida do you serve?",
      "answer": "Naples, Marco Island, Bonita Springs, Estero, Fort Myers, Fort Myers Beach, Sanibel, Cape Coral, Lehigh Acres, Punta Gorda and Port Charlotte: Collier, Lee and Charlotte counties."
    },
    {
      "question": "How do I arrange a showing?",
      "answer": "Use \"Request a showing\" on any property page, call us at (239) 555-0142 or send the contact form. An agent confirms a time with you within one business day, usually the same day."
    },
    {
      "question": "How current are the listings on this site?",
      "answer": "Listings come from the regional MLS and are refreshed throughout the day. Every property page shows when its information was last updated and which office lists the home."
    },
    {
      "question": "What is my home worth?",
      "answer": "Ask us for a comparative market analysis: an agent looks at your home and at recent sales nearby, and gives you a price range in writing, with the reasons, at no cost and with no obligation."
    },
    {
      "question": "Do your agents speak languages other than English?",
      "answer": "Yes. Between us we speak Spanish, Portuguese, French, German, Hindi and Gujarati. Say which language you prefer when you contact us."
    },
    {
      "question": "When is your office open?",
      "answer": "Our office at 800 Fifth Avenue South, Naples is open Monday to Friday from 9:00 am to 5:30 pm and Saturday from 10:00 am to 3:00 pm. Someone from the team answers the phone seven days a week."
    }
  ]$seo$::jsonb,
  $seo$Palmetto Realty Group is an independent real-estate brokerage in Naples, Florida. Its residential team, The Palmetto Team, is eight licensed agents who help people buy and sell homes, condominiums, villas and land in Southwest Florida, from Marco Island to Cape Coral.

This site lists every home for sale in the region from the MLS, with a search by city, price, bedrooms, bathrooms and property type, a map search, open houses, and the team's own listings. It also has guides to the communities the team serves, monthly market figures by city (prices, sales, days on market and months of supply), articles for buyers, owners and sellers, local history, and the agents' profiles, testimonials and recent sales.

To reach the team, call (239) 555-0142, email hello@palmettorealtygroup.com or use the contact form on the site.$seo$
)
on conflict (id) do nothing;
