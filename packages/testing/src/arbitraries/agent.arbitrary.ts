import fc from 'fast-check';
import type { Agent, ContentFields, ProfileLinks } from '@app/domain';
import * as values from './content-values.arbitrary.ts';

const profileLinksArbitrary: fc.Arbitrary<ProfileLinks> = fc.record({
  facebook: fc.constantFrom('', 'https://www.facebook.com/palmetto'),
  instagram: fc.constantFrom('', 'https://www.instagram.com/palmetto'),
  linkedin: fc.constantFrom('', 'https://www.linkedin.com/in/palmetto'),
  youtube: fc.constantFrom('', 'https://www.youtube.com/@palmetto'),
  website: fc.constantFrom('', 'https://www.example.com'),
});

/** The editable fields of an agent, any valid values. */
export const agentFieldsArbitrary: fc.Arbitrary<ContentFields<Agent>> = fc.record({
  slug: values.slugArbitrary,
  name: values.nonEmptyTextArbitrary,
  title: values.contentTextArbitrary,
  phone: fc.constantFrom('', '(239) 555-0142', '+1 239 555 0100'),
  email: fc.constantFrom('', 'maria@palmetto.example'),
  photo: values.pictureArbitrary,
  bio: values.contentTextArbitrary,
  languages: values.wordsArbitrary,
  specialties: values.wordsArbitrary,
  licenseNumber: fc.constantFrom('', 'BK3312345', 'SL3398765'),
  mlsMemberId: fc.constantFrom(null, 'PRG01', 'PRG02'),
  links: profileLinksArbitrary,
  isBroker: fc.boolean(),
  visible: fc.boolean(),
  sortOrder: values.sortOrderArbitrary,
});

/** One valid agent's fields for example tests; fields can be replaced. */
export function exampleAgentFields(overrides: Partial<ContentFields<Agent>> = {}): ContentFields<Agent> {
  return {
    slug: 'maria-alvarez',
    name: 'Maria Alvarez',
    title: 'Realtor®, Waterfront Specialist',
    phone: '(239) 555-0142',
    email: 'maria@palmetto.example',
    photo: { url: '/media/demo/agents/maria.jpg', alt: 'Maria Alvarez smiling on a Naples dock' },
    bio: 'Maria has sold homes along the Gordon River for twelve years.',
    languages: ['English', 'Spanish'],
    specialties: ['Waterfront', 'Luxury'],
    licenseNumber: 'SL3398765',
    mlsMemberId: 'PRG02',
    links: { facebook: '', instagram: 'https://www.instagram.com/maria', linkedin: '', youtube: '', website: '' },
    isBroker: false,
    visible: true,
    sortOrder: 2,
    ...overrides,
  };
}
