import { toggleSavedHome, useSavedHome } from './saved-homes-store.ts';
import classes from './save-home-button.module.css';

/**
 * The heart: saves a home for the visitor (a toggle button, aria-pressed). Signed out, it opens the soft sign-in
 * prompt and saves once signed in. Rendered unpressed on the server, so cached pages are the same for everyone.
 */
export function SaveHomeButton({
  listingId,
  address,
  className,
  look = 'overlay',
}: {
  listingId: string;
  address: string;
  className?: string;
  look?: 'overlay' | 'inline';
}) {
  const saved = useSavedHome(listingId);
  return (
    <button
      type="button"
      className={className === undefined ? classes.heart : `${classes.heart} ${className}`}
      data-look={look}
      aria-pressed={saved}
      aria-label={`Save ${address}`}
      title={saved ? 'Saved to your homes' : 'Save this home'}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void toggleSavedHome(listingId);
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.3l-1.2-1.1C6.1 15 3 12.2 3 8.7 3 5.9 5.2 3.8 7.9 3.8c1.6 0 3.1.7 4.1 1.9 1-1.2 2.5-1.9 4.1-1.9 2.7 0 4.9 2.1 4.9 4.9 0 3.5-3.1 6.3-7.8 10.5L12 20.3z" />
      </svg>
      {look === 'inline' && <span className={classes.label}>{saved ? 'Saved' : 'Save'}</span>}
    </button>
  );
}
