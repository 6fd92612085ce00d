import { SERVICE_AREA_CITIES, type SeoSettingsFields } from '@app/domain';

/**
 * The SEO and answer-engine settings of the demo brokerage. Migration `0018_seo_settings.sql`
 * stores exactly these (a test in adapters-postgres holds the two together).
 */
export const DEMO_SEO_SETTINGS: SeoSettingsFields = {
  titleTemplate: '%s | Palmetto Realty Group',
  homeTitle: "Palmetto Realty Group | Southwest Florida's Premier Real Estate Team",
  siteName: 'Palmetto Realty Group',
  defaultDescription:
    'Homes for sale in Naples, Bonita Springs, Estero, Fort Myers, Cape Coral, Marco Island and Sanibel with the Palmetto Realty Group team.',
  shareImage: null,
  robots: [{ userAgent: '*', allow: ['/'], disallow: [] }],
  organization: {
    legalName: 'Palmetto Realty Group, LLC',
    description:
      'An independent real-estate brokerage founded in Naples, Florida in 2009. Its team of eight agents, The Palmetto Team, helps people buy and sell homes, condominiums and land across Collier and Lee counties.',
    logoUrl: '',
    foundingYear: 2009,
    areaServed: SERVICE_AREA_CITIES.map((city) => `${city}, FL`),
    languages: ['English', 'Spanish', 'German', 'French', 'Portuguese', 'Hindi', 'Gujarati'],
    sameAs: [],
  },
  faq: [
    {
      question: 'Which areas of Southwest Florida do you serve?',
      answer:
        'Naples, Marco Island, Bonita Springs, Estero, Fort Myers, Fort Myers Beach, Sanibel, Cape Coral, Lehigh Acres, Punta Gorda and Port Charlotte: Collier, Lee and Charlotte counties.',
    },
    {
      question: 'How do I arrange a showing?',
      answer:
        'Use "Request a showing" on any property page, call us at (239) 555-0142 or send the contact form. An agent confirms a time with you within one business day, usually the same day.',
    },
    {
      question: 'How current are the listings on this site?',
      answer:
        'Listings come from the regional MLS and are refreshed throughout the day. Every property page shows when its information was last updated and which office lists the home.',
    },
    {
      question: 'What is my home worth?',
      answer:
        'Type your address on our What is my home worth? page (/sell) for an instant estimate from recent sales nearby, or ask there for a pricing review: an agent looks at your home and at those sales, and gives you a price range in writing, with the reasons, at no cost and with no obligation.',
    },
    {
      question: 'Do your agents speak languages other than English?',
      answer:
        'Yes. Between us we speak Spanish, Portuguese, French, German, Hindi and Gujarati. Say which language you prefer when you contact us.',
    },
    {
      question: 'When is your office open?',
      answer:
        'Our office at 800 Fifth Avenue South, Naples is open Monday to Friday from 9:00 am to 5:30 pm and Saturday from 10:00 am to 3:00 pm. Someone from the team answers the phone seven days a week.',
    },
  ],
  siteSummary: `Palmetto Realty Group is an independent real-estate brokerage in Naples, Florida. Its residential team, The Palmetto Team, is eight licensed agents who help people buy and sell homes, condominiums, villas and land in Southwest Florida, from Marco Island to Cape Coral.

This site lists every home for sale in the region from the MLS, with a search by city, price, bedrooms, bathrooms and property type, a map search, open houses, and the team's own listings. It also has guides to the communities the team serves, monthly market figures by city (prices, sales, days on market and months of supply), articles for buyers, owners and sellers, local history, and the agents' profiles, testimonials and recent sales.

To reach the team, call (239) 555-0142, email hello@palmettorealtygroup.com or use the contact form on the site.`,
};
