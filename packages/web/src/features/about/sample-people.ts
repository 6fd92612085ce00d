import type { ContentFields, SalesResult, SitePage, Testimonial } from '@app/domain';

/** Test content for the About pages, written like the real ones (agents, communities and articles:
 * ../articles/sample-content.ts). */
export function sampleTestimonial(overrides: Partial<ContentFields<Testimonial>> = {}): ContentFields<Testimonial> {
  return {
    authorName: 'Linda and Mark Peterson',
    place: 'Bought in Pelican Bay, Naples',
    quote: 'Maria found us a condo with a Gulf view two days before it went on the market.',
    rating: 5,
    agentId: null,
    givenOn: '2024-10-12',
    published: true,
    sortOrder: 1,
    ...overrides,
  };
}

export function sampleSale(overrides: Partial<ContentFields<SalesResult>> = {}): ContentFields<SalesResult> {
  return {
    address: '4451 Gulf Shore Blvd N #1204',
    city: 'Naples',
    price: 1_850_000,
    closedOn: '2024-09-20',
    side: 'listing',
    agentId: null,
    photo: { url: '/media/demo/sale-gulf-shore.jpg', alt: 'Tower on Gulf Shore Boulevard' },
    published: true,
    ...overrides,
  };
}

export function samplePage(overrides: Partial<ContentFields<SitePage>> = {}): ContentFields<SitePage> {
  return {
    slug: 'about',
    title: 'About The Palmetto Team',
    intro: 'A family of local agents who have helped Southwest Florida buyers and sellers since 2004.',
    body: '<p>We started on Fifth Avenue South with two agents and a map of Naples.</p>',
    ...overrides,
  };
}
