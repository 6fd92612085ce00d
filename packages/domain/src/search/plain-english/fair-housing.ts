import type { RefusedPhrase } from './query-interpreter.port.ts';

const PEOPLE = String.raw`(?:neighbou?rhoods?|communit(?:y|ies)|areas?|people|neighbou?rs|families|residents|only|part of town|population)`;

/** The protected characteristics of the Fair Housing Act, each with phrases that would filter on it. */
const PROTECTED: readonly { readonly characteristic: string; readonly patterns: readonly RegExp[] }[] = [
  {
    characteristic: 'familial status (whether children live there)',
    patterns: [
      /\b(?:no|without|free of|away from)\s+(?:kids|children|child|families|babies|teens|teenagers|toddlers)\b/g,
      /\b(?:kid|child|children)[- ]?free\b/g,
      /\badults?[- ]only\b/g,
      /\b(?:singles|couples)[- ]only\b/g,
      /\bfamil(?:y|ies)[- ]only\b/g,
      /\bfamily[- ]friendly\s+(?:neighbou?rhood|community|area)\b/g,
    ],
  },
  {
    characteristic: 'religion',
    patterns: [
      /\b(?:christian|catholic|protestant|evangelical|jewish|muslim|islamic|hindu|buddhist|mormon|sikh|atheist)s?(?:\s+(?:neighbou?rhoods?|communit(?:y|ies)|areas?|neighbou?rs|families|only))?\b/g,
      /\b(?:no|without)\s+(?:christians|catholics|jews|muslims|hindus|buddhists|mormons|sikhs|atheists)\b/g,
    ],
  },
  {
    characteristic: 'race or color',
    patterns: [
      new RegExp(
        String.raw`\b(?:white|black|asian|hispanic|latino|latina|latinx|caucasian|african[- ]american|minority|non[- ]white|ethnic)\s+${PEOPLE}\b`,
        'g',
      ),
      /\b(?:no|without|few)\s+(?:blacks|whites|asians|hispanics|latinos|minorities)\b/g,
      /\b(?:segregated|all[- ]white|all[- ]black)\b/g,
    ],
  },
  {
    characteristic: 'national origin',
    patterns: [
      new RegExp(
        String.raw`\b(?:american|mexican|cuban|haitian|puerto rican|colombian|venezuelan|chinese|indian|russian|italian|irish|english[- ]speaking|spanish[- ]speaking|foreign|immigrant)\s+${PEOPLE}\b`,
        'g',
      ),
      /\b(?:no|without|few)\s+(?:immigrants|foreigners|mexicans|cubans|haitians|refugees)\b/g,
    ],
  },
  {
    characteristic: 'sex',
    patterns: [
      /\b(?:men|women|male|female|man|woman|gay|lesbian|straight)s?[- ]only\b/g,
      /\b(?:no|without)\s+(?:men|women|males|females|gays)\b/g,
      /\b(?:gay|lesbian|lgbtq?\+?)\s+(?:neighbou?rhoods?|communit(?:y|ies)|areas?)\b/g,
    ],
  },
  {
    characteristic: 'disability',
    patterns: [
      /\b(?:no|without)\s+(?:wheelchairs?|disabled(?:\s+people)?|handicapped(?:\s+people)?|disabilit(?:y|ies)|mentally ill|group homes?)\b/g,
      /\bable[- ]bodied(?:\s+only)?\b/g,
    ],
  },
];

/** Why a characteristic is not a filter, in plain words. */
export function refusalReason(characteristic: string): string {
  return (
    `We can't search by ${characteristic}: the Fair Housing Act forbids steering home buyers by race, color, ` +
    'religion, sex, disability, familial status or national origin. Your other wishes are searched.'
  );
}

/**
 * The phrases of a lower-cased sentence that would filter on a protected characteristic, and the
 * sentence without them (each replaced by a space, so the words around it stay apart).
 */
export function refuseProtectedPhrases(sentence: string): { rest: string; refused: RefusedPhrase[] } {
  const refused: RefusedPhrase[] = [];
  let rest = sentence;
  for (const { characteristic, patterns } of PROTECTED)
    for (const pattern of patterns)
      rest = rest.replace(pattern, (phrase) => {
        refused.push({ phrase: phrase.trim(), reason: refusalReason(characteristic) });
        return ' ';
      });
  return { rest, refused };
}
