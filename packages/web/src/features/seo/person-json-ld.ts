import { agentPath, type Agent } from '@app/domain';
import { SCHEMA_CONTEXT, absoluteUrl, compactJsonLd, sameAs, type JsonLdObject } from './json-ld.ts';
import { teamId } from './organization-json-ld.ts';

/** The first paragraph of a plain-text bio (paragraphs are separated by a blank line). */
function firstParagraph(text: string): string {
  return text.split(/\n\s*\n/, 1)[0]?.trim() ?? '';
}

/** The `@id` of an agent's Person node (for an article's `author`). */
export function personId(siteUrl: string, agent: Pick<Agent, 'slug'>): string {
  return `${absoluteUrl(siteUrl, agentPath(agent.slug))}#person`;
}

/**
 * schema.org `Person` for an agent's page: name, title, phone, email, photo, languages,
 * licence, profiles, and the team they work for (by `@id`, see organizationJsonLd).
 */
export function personJsonLd(agent: Agent, siteUrl: string): JsonLdObject {
  return compactJsonLd({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Person',
    '@id': personId(siteUrl, agent),
    name: agent.name,
    jobTitle: agent.title,
    description: firstParagraph(agent.bio),
    url: absoluteUrl(siteUrl, agentPath(agent.slug)),
    image: agent.photo.url === '' ? null : absoluteUrl(siteUrl, agent.photo.url),
    telephone: agent.phone,
    email: agent.email,
    knowsLanguage: [...agent.languages],
    knowsAbout: [...agent.specialties],
    identifier:
      agent.licenseNumber === ''
        ? null
        : { '@type': 'PropertyValue', name: 'Florida real estate license', value: agent.licenseNumber },
    sameAs: sameAs(agent.links),
    worksFor: { '@id': teamId(siteUrl) },
  });
}
