import type { FaqEntry } from '@app/domain';
import { SCHEMA_CONTEXT, type JsonLdObject } from './json-ld.ts';

/** The questions shown on a page as a schema.org `FAQPage` (only for a page that shows them all). */
export function faqJsonLd(faq: readonly FaqEntry[]): JsonLdObject {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
