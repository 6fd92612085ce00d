import { lazy, Suspense, useState } from 'react';
import type { SavedSearchView } from '@app/domain';
import { loadSavedHomes } from './saved-homes-store.ts';
import { hasVisitorMark } from './visitor-mark.ts';
import { requestSignIn } from './visitor-prompt-store.ts';

const SaveSearchDialog = lazy(() => import('./save-search-dialog.tsx'));

/**
 * "Save this search" on both search views: the search's whole address (filters, order, map area, drawn shape) as it
 * stands when pressed. Signed out, the soft sign-in prompt comes first.
 */
export function SaveSearchButton({
  view,
  defaultName,
  className,
}: {
  view: SavedSearchView;
  defaultName: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  async function start() {
    if (!hasVisitorMark(document.cookie)) {
      requestSignIn({ reason: 'save-search', then: () => setOpen(true) });
      return;
    }
    await loadSavedHomes();
    setOpen(true);
  }
  return (
    <>
      <button type="button" className={className} data-variant="outline" onClick={() => void start()}>
        Save this search
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            view={view}
            query={Object.fromEntries(new URLSearchParams(window.location.search))}
            defaultName={defaultName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
