/** Address parameters as a page receives them. */
export type FilterParams = Readonly<Record<string, string | undefined>>;

/** The longest value a content filter parameter keeps; longer ones are left out. */
export const MAX_FILTER_PARAM_LENGTH = 100;

/** A filter parameter's value trimmed; undefined when absent, empty or longer than MAX_FILTER_PARAM_LENGTH. */
export function readFilterText(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.length > MAX_FILTER_PARAM_LENGTH ? undefined : trimmed;
}

/** A filter's fields that are set, as address parameters (a field left open has none). */
export function filterParams(filter: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Lower case without accents, for comparisons that ignore both ("María" matches "maria"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The values each once (letter case and accents ignored, first spelling kept), in alphabetical order. */
export function distinctSorted(values: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const value of values) if (!byKey.has(foldText(value))) byKey.set(foldText(value), value);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}
