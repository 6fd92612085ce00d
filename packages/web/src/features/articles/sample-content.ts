import {
  createPublicContent,
  type Agent,
  type Article,
  type Community,
  type ContentFields,
  type SiteSettings,
} from '@app/domain';
import { createInMemoryContentRepositories, FixedClock } from '@app/testing';
import type { WebServices } from '../../services/web-services.ts';
import { createSiteStore } from '../../stores/site-store.ts';

/** Test content: the team's settings and sample records, written like the real ones. */
const SAMPLE_SETTINGS = { teamName: 'The Palmetto Team', teamSlug: 'palmetto' } as SiteSettings;

export function sampleArticle(overrides: Partial<ContentFields<Article>> = {}): ContentFields<Article> {
  return {
    slug: 'naples-pier-history',
    category: 'local-history',
    title: 'The Naples Pier, 1888 to Today',
    excerpt: 'How a freight dock became the town’s front porch.',
    body: '<p>The pier was built in 1888 to bring visitors and freight to a town without a road.</p>',
    cover: { url: '/media/demo/naples-pier.jpg', alt: 'The Naples Pier at sunset' },
    authorAgentId: null,
    status: 'published',
    publishedAt: '2024-11-02T14:00:00.000Z',
    tags: ['Naples', 'History'],
    seoTitle: null,
    seoDescription: null,
    ...overrides,
  };
}

export function sampleAgent(overrides: Partial<ContentFields<Agent>> = {}): ContentFields<Agent> {
  return {
    slug: 'maria-alvarez',
    name: 'Maria Alvarez',
    title: 'Broker / Owner',
    phone: '(239) 555-0143',
    email: 'maria@palmettorealtygroup.com',
    photo: { url: '/media/demo/maria.jpg', alt: 'Maria Alvarez' },
    bio: 'Maria has sold homes in Naples since 2004.',
    languages: ['English', 'Spanish'],
    specialties: ['Waterfront'],
    licenseNumber: 'BK3312345',
    mlsMemberId: 'PRG01',
    links: { facebook: '', instagram: '', linkedin: '', youtube: '', website: '' },
    isBroker: true,
    visible: true,
    sortOrder: 1,
    ...overrides,
  };
}

export function sampleCommunity(overrides: Partial<ContentFields<Community>> = {}): ContentFields<Community> {
  return {
    slug: 'pelican-bay',
    name: 'Pelican Bay',
    city: 'Naples',
    summary: 'A planned community of towers and villas along three miles of protected beach.',
    body: '<p>Pelican Bay runs along the Gulf north of Park Shore.</p>',
    hero: { url: '/media/demo/pelican-bay.jpg', alt: 'Boardwalk through the mangroves to the beach' },
    subdivisions: ['Pelican Bay'],
    highlights: {
      amenities: ['Private beach restaurants'],
      schools: ['Seagate Elementary'],
      lifestyle: ['Tram to the beach'],
    },
    latitude: 26.23,
    longitude: -81.806,
    published: true,
    sortOrder: 1,
    ...overrides,
  };
}

/** In-memory content behind the public content use cases, the site settings, and what a loader gets. */
export function contentFixture() {
  const clock = new FixedClock();
  const repositories = createInMemoryContentRepositories(clock);
  const services = {
    content: createPublicContent(repositories, clock),
    getSiteSettings: async () => SAMPLE_SETTINGS,
  } as unknown as WebServices;
  return { clock, repositories, services, stores: { site: createSiteStore({ services }) } };
}
