import { validAgentFieldsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentIssues, normalizeAgent, type AgentFields } from './agent-validation.ts';

const AGENT: AgentFields = {
  slug: 'amelia-delgado',
  name: 'Amelia Delgado',
  title: 'Broker / Owner',
  phone: '(239) 555-0143',
  email: 'amelia@palmettorealtygroup.com',
  photo: { url: '/media/demo/portrait/12.svg', alt: 'Amelia Delgado, smiling, in a navy blazer' },
  bio: 'Amelia founded the team in 2009.',
  languages: ['English', 'Spanish'],
  specialties: ['Luxury homes', 'Waterfront'],
  licenseNumber: 'BK3187654',
  mlsMemberId: '248100',
  links: { facebook: '', instagram: 'https://www.instagram.com/amelia', linkedin: '', youtube: '', website: '' },
  isBroker: true,
  visible: true,
  sortOrder: 1,
};

const fieldsOf = (fields: AgentFields) => agentIssues(fields).map((issue) => issue.field);

describe(agentIssues, () => {
  it('finds nothing wrong with a complete agent', () => {
    expect(agentIssues(AGENT)).toEqual([]);
  });

  it('requires a name, a title, a valid slug, email and phone', () => {
    expect(
      fieldsOf({ ...AGENT, name: ' ', title: '', slug: 'Amelia Delgado', email: 'amelia', phone: 'call me' }),
    ).toEqual(['name', 'slug', 'title', 'phone', 'email']);
  });

  it('wants a Florida licence number, and a broker licence for a broker', () => {
    expect(fieldsOf({ ...AGENT, licenseNumber: '12345' })).toEqual(['licenseNumber']);
    expect(fieldsOf({ ...AGENT, licenseNumber: 'SL3398765' })).toEqual(['isBroker']);
    expect(fieldsOf({ ...AGENT, licenseNumber: 'SL3398765', isBroker: false })).toEqual([]);
  });

  it('takes an MLS member id of letters, digits and dashes, or none', () => {
    expect(fieldsOf({ ...AGENT, mlsMemberId: null })).toEqual([]);
    expect(fieldsOf({ ...AGENT, mlsMemberId: '248 100' })).toEqual(['mlsMemberId']);
  });

  it('wants profile links to be http(s) addresses and a photo to have alt text', () => {
    expect(
      fieldsOf({
        ...AGENT,
        links: { ...AGENT.links, facebook: 'javascript:alert(1)' },
        photo: { url: '/a.svg', alt: '' },
      }),
    ).toEqual(['photo.alt', 'links.facebook']);
  });

  it('finds a problem with any agent whose email loses its @', () => {
    fc.assert(
      fc.property(validAgentFieldsArbitrary, (fields) => {
        expect(fieldsOf({ ...fields, email: fields.email.replace('@', '') })).toEqual(['email']);
      }),
    );
  });
});

describe(normalizeAgent, () => {
  it('trims, lower-cases the email, upper-cases the licence and drops blank entries', () => {
    const messy = {
      ...AGENT,
      name: ' Amelia Delgado ',
      email: ' Amelia@PalmettoRealtyGroup.com',
      licenseNumber: 'bk3187654 ',
      mlsMemberId: ' ',
      languages: [' English', '', 'Spanish '],
    };
    expect(normalizeAgent(messy)).toEqual({ ...AGENT, mlsMemberId: null });
  });
});
