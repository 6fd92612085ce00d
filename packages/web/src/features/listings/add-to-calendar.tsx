import { useRouteContext } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { calendarFile, googleCalendarUrl, openHouseCalendarEntry, type OpenHouse } from '@app/domain';
import { useStores } from '../../app/services-context.tsx';
import { sendProductEvent } from '../analytics/browser-analytics.ts';
import anchor from '../../ui/anchor.module.css';
import classes from './add-to-calendar.module.css';

/**
 * "Add to calendar" for one open house: an `.ics` file (Apple Calendar, Outlook and most phones open it) and a Google
 * Calendar link, both made in the page (no request to the server, and they work before the page's code runs). Each
 * click counts as an `add_to_calendar` event with the listing and the way.
 */
export function AddToCalendar({
  openHouse,
  address,
  when,
}: {
  openHouse: OpenHouse;
  address: string;
  /** The open house's day and time as the page shows them, for the links' accessible names. */
  when: string;
}) {
  const { config } = useRouteContext({ from: '__root__' });
  const { settings } = useSnapshot(useStores().site.state);
  const pageUrl = `${config.siteUrl}/properties/${encodeURIComponent(openHouse.ListingId)}`;
  const entry = openHouseCalendarEntry(openHouse, {
    address,
    pageUrl,
    teamName: settings?.teamName ?? 'our team',
    host: new URL(config.siteUrl).host,
  });
  // Stamped with the open house's own start, so the server's page and the hydrated one are the same.
  const file = calendarFile(entry, openHouse.OpenHouseStartTime);
  const added = (method: 'ics' | 'google') => () =>
    sendProductEvent('add_to_calendar', { listing_id: openHouse.ListingId, method });
  return (
    <p className={classes.links}>
      <a
        className={anchor.anchor}
        href={`data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`}
        download={`open-house-${openHouse.ListingId}.ics`}
        aria-label={`Add to calendar: the open house of ${when} (.ics file)`}
        onClick={added('ics')}
      >
        Add to calendar
      </a>
      <span aria-hidden="true">·</span>
      <a
        className={anchor.anchor}
        href={googleCalendarUrl(entry)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Google Calendar: add the open house of ${when} (opens in a new tab)`}
        onClick={added('google')}
      >
        Google Calendar
      </a>
    </p>
  );
}
