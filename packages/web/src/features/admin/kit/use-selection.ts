import { useCallback, useMemo, useState } from 'react';

/** The rows ticked on an admin list's page, for its bulk actions. */
export interface Selection {
  /** The ticked ids that are on the page shown (a new page or search leaves the others out). */
  readonly selected: ReadonlySet<string>;
  readonly toggle: (id: string) => void;
  /** Ticks (true) or unticks (false) every row of the page. */
  readonly setAllOnPage: (on: boolean) => void;
  readonly clear: () => void;
  /** Every row of the page is ticked (and there is at least one). */
  readonly allOnPage: boolean;
}

/** Which rows of the page `pageIds` are ticked. */
export function useSelection(pageIds: readonly string[]): Selection {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const key = pageIds.join(' ');
  const selected = useMemo(
    () => new Set(key === '' ? [] : key.split(' ').filter((id) => ticked.has(id))),
    [key, ticked],
  );
  const toggle = useCallback(
    (id: string) =>
      setTicked((old) => {
        const next = new Set(old);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const setAllOnPage = useCallback(
    (on: boolean) => setTicked(on ? new Set(key === '' ? [] : key.split(' ')) : new Set()),
    [key],
  );
  const clear = useCallback(() => setTicked(new Set()), []);
  return { selected, toggle, setAllOnPage, clear, allOnPage: pageIds.length > 0 && selected.size === pageIds.length };
}
