import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  ALERT_FREQUENCIES,
  formatListingAddress,
  savedSearchHref,
  type AlertFrequency,
  type SavedHomeView,
  type SavedSearch,
  type Visitor,
} from '@app/domain';
import { PlainButton } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import { Alert } from '../../ui/alert.tsx';
import { formatPrice } from '../listings/format.ts';
import { joinSharedList } from './co-buyer-invitation.ts';
import { CoBuyerSection } from './co-buyer-section.tsx';
import { forgetSavedHomes } from './saved-homes-store.ts';
import { visitorApi } from './visitor-api.ts';
import classes from './visitor.module.css';

const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instantly: 'Instantly',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  never: 'No e-mails',
};
const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

/** What changed of a saved home since it was saved, in words. */
function changeLines(home: SavedHomeView): string[] {
  if (home.changes.gone) return ['No longer listed on our site'];
  const lines: string[] = [];
  const { price, status } = home.changes;
  if (price !== null)
    lines.push(
      `Price ${price.direction === 'down' ? 'down' : 'up'} from ${formatPrice(price.from)} to ${formatPrice(price.to)}`,
    );
  if (status !== null) lines.push(`Now ${status.to} (was ${status.from})`);
  return lines;
}

function SavedHomeItem({ home, onRemoved }: { home: SavedHomeView; onRemoved: () => void }) {
  const address = home.listing === null ? `Listing ${home.listingId}` : formatListingAddress(home.listing);
  const changes = changeLines(home);
  return (
    <li className={classes.item} data-saved-home={home.listingId}>
      <div className={classes.itemMain}>
        {home.listing === null ? (
          <span>{address}</span>
        ) : (
          <Link to="/properties/$listingId" params={{ listingId: home.listingId }}>
            {address}
          </Link>
        )}
        <span>
          {home.listing === null ? '' : `${formatPrice(home.listing.ListPrice)} · ${home.listing.StandardStatus} · `}
          saved {new Date(home.savedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
        </span>
        {changes.length === 0 ? (
          <span className={classes.hint}>No change since you saved it</span>
        ) : (
          changes.map((line) => (
            <p key={line} className={classes.change}>
              {line}
            </p>
          ))
        )}
      </div>
      <PlainButton
        variant="outline"
        aria-label={`Remove ${address} from saved homes`}
        onClick={() => void visitorApi.removeHome(home.listingId).then(onRemoved)}
      >
        Remove
      </PlainButton>
    </li>
  );
}

function SavedSearchItem({ search, onChanged }: { search: SavedSearch; onChanged: () => void }) {
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const change = (update: { name?: string; alertFrequency?: string }) =>
    visitorApi.changeSearch(search.id, update).then(
      () => {
        setError(null);
        onChanged();
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : 'Not saved'),
    );
  return (
    <li className={classes.item} data-saved-search={search.id}>
      <div className={classes.itemMain}>
        <a href={savedSearchHref(search)}>{search.name}</a>
        <span className={classes.hint}>{search.view === 'map' ? 'Map search' : 'List search'}</span>
        {error !== null && <Alert title="Not changed">{error}</Alert>}
      </div>
      <div className={classes.actions}>
        <TextField
          id={`search-name-${search.id}`}
          label="Name"
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => {
            if (name.trim() !== search.name) void change({ name });
          }}
        />
        <SelectField
          id={`search-alerts-${search.id}`}
          label="E-mail alerts"
          value={search.alertFrequency}
          options={FREQUENCY_OPTIONS}
          onChange={(event) => void change({ alertFrequency: event.currentTarget.value })}
        />
        <PlainButton
          variant="outline"
          aria-label={`Delete the saved search ${search.name}`}
          onClick={() => void visitorApi.removeSearch(search.id).then(onChanged)}
        >
          Delete
        </PlainButton>
      </div>
    </li>
  );
}

function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <section className={`${classes.section} ${classes.danger}`} aria-labelledby="delete-account">
      <h2 id="delete-account">Delete my account</h2>
      <p className={classes.hint}>Your account, saved homes and saved searches are deleted for good.</p>
      {asking ? (
        <div className={classes.actions} role="group" aria-label="Confirm deleting your account">
          <PlainButton color="coral" onClick={() => void visitorApi.deleteAccount().then(onDeleted)}>
            Yes, delete my account and my data
          </PlainButton>
          <PlainButton variant="outline" onClick={() => setAsking(false)}>
            Keep my account
          </PlainButton>
        </div>
      ) : (
        <PlainButton variant="outline" onClick={() => setAsking(true)}>
          Delete my account…
        </PlainButton>
      )}
    </section>
  );
}

/** The signed-in visitor (null when nobody is) with their saved homes and searches. */
interface Account {
  readonly visitor: Visitor | null;
  readonly homes: SavedHomeView[];
  readonly searches: SavedSearch[];
  /** Whether the visitor is e-mailed when a saved home changes. */
  readonly savedHomeAlerts: boolean;
}

async function loadAccount(): Promise<Account> {
  const { visitor } = await visitorApi.session();
  if (visitor === null) return { visitor, homes: [], searches: [], savedHomeAlerts: false };
  const [saved, kept, settings] = await Promise.all([
    visitorApi.savedHomes(),
    visitorApi.savedSearches(),
    visitorApi.alertSettings(),
  ]);
  return { visitor, homes: saved.homes, searches: kept.searches, savedHomeAlerts: settings.savedHomes };
}

/** `/account`: the visitor's saved homes and searches, e-mail settings, sign-out and account deletion. */
export default function AccountPage() {
  const navigate = useNavigate();
  const [account, setAccount] = useState<Account | undefined>(undefined);
  const [stopped, setStopped] = useState(false);
  const reload = () => loadAccount().then(setAccount);
  useEffect(() => {
    // An invitation opened before signing in by a mailed link is taken up here.
    void joinSharedList()
      .catch(() => undefined)
      .then(loadAccount)
      .then(setAccount);
  }, []);
  const leave = () => {
    forgetSavedHomes();
    void navigate({ to: '/' });
  };

  if (account === undefined)
    return (
      <main className={classes.page}>
        <h1 className={classes.pageTitle}>Your account</h1>
        <p role="status">Loading your account…</p>
      </main>
    );
  const { visitor, homes, searches, savedHomeAlerts } = account;
  if (visitor === null)
    return (
      <main className={classes.page}>
        <h1 className={classes.pageTitle}>Your account</h1>
        <p>
          <Link to="/account/sign-in">Sign in or create an account</Link> to see your saved homes and searches.
        </p>
      </main>
    );
  return (
    <main className={classes.page}>
      <h1 className={classes.pageTitle}>Your account</h1>
      <section className={classes.section} aria-labelledby="saved-homes">
        <h2 id="saved-homes">Saved homes</h2>
        {homes.length === 0 ? (
          <p className={classes.hint}>Press the heart on any home to keep it here.</p>
        ) : (
          <ul className={classes.list}>
            {homes.map((home) => (
              <SavedHomeItem key={home.listingId} home={home} onRemoved={() => void reload()} />
            ))}
          </ul>
        )}
      </section>
      <section className={classes.section} aria-labelledby="saved-searches">
        <h2 id="saved-searches">Saved searches</h2>
        {searches.length === 0 ? (
          <p className={classes.hint}>Use “Save this search” on a search to keep it here.</p>
        ) : (
          <ul className={classes.list}>
            {searches.map((search) => (
              <SavedSearchItem key={search.id} search={search} onChanged={() => void reload()} />
            ))}
          </ul>
        )}
      </section>
      <CoBuyerSection onChanged={() => void reload()} />
      <section className={classes.section} aria-labelledby="email-settings">
        <h2 id="email-settings">E-mail settings</h2>
        <p>
          Alerts go to <strong>{visitor.email}</strong>. Choose how often for each saved search above.
        </p>
        <Checkbox
          id="saved-home-alerts"
          label="E-mail me when a saved home changes price or status"
          checked={savedHomeAlerts}
          onChange={(on) => {
            setStopped(false);
            void visitorApi.setSavedHomeAlerts(on).then(() => void reload());
          }}
        />
        <div className={classes.actions}>
          <PlainButton
            variant="outline"
            onClick={() =>
              void visitorApi.stopAlerts().then(() => {
                setStopped(true);
                void reload();
              })
            }
          >
            Stop all e-mail alerts
          </PlainButton>
        </div>
        <p role="status" className={classes.hint}>
          {stopped ? 'Every saved search is set to no e-mails, and saved homes send none.' : ''}
        </p>
      </section>
      <section className={classes.section} aria-labelledby="sign-out">
        <h2 id="sign-out">Sign out</h2>
        <div className={classes.actions}>
          <PlainButton variant="outline" onClick={() => void visitorApi.signOut().then(leave, leave)}>
            Sign out
          </PlainButton>
        </div>
      </section>
      <DeleteAccount onDeleted={leave} />
    </main>
  );
}
