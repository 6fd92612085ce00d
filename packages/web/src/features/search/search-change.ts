/** A search as the address holds it: parameter name to value. */
type SearchParams = Readonly<Record<string, string>>;

/**
 * The address's search after a change the visitor made to the search the page showed (`seen`, which became
 * `next`): only the parameters the change touched are set or removed, the others keep their latest value. A second
 * filter chosen while the first one's results are still loading therefore keeps the first.
 */
export function withSearchChange(latest: SearchParams, seen: SearchParams, next: SearchParams): Record<string, string> {
  const merged: Record<string, string> = { ...latest };
  for (const name of new Set([...Object.keys(seen), ...Object.keys(next)])) {
    const value = next[name];
    if (seen[name] === value) continue;
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  return merged;
}
