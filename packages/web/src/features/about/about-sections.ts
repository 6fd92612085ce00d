/** The pages under /about, in the order the About pages link them. */
export const ABOUT_SECTIONS = [
  {
    to: '/about/meet-our-agents',
    title: 'Meet Our Agents',
    summary: 'The people behind the team: their languages, specialties and homes for sale.',
  },
  { to: '/about/testimonials', title: 'Testimonials', summary: 'What buyers and sellers say about working with us.' },
  {
    to: '/about/our-sales-results',
    title: 'Our Sales Results',
    summary: 'Homes we have sold and bought for our clients, with the totals.',
  },
  { to: '/about/our-brokerage', title: 'Our Brokerage', summary: 'How our brokerage works and what it stands for.' },
  {
    to: '/about/areas-of-service',
    title: 'Areas of Service',
    summary: 'The towns and communities of Southwest Florida we know best.',
  },
] as const;

export type AboutSectionPath = (typeof ABOUT_SECTIONS)[number]['to'];
