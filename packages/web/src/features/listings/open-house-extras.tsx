import { safeLivestreamUrl, type OpenHouse } from '@app/domain';
import anchor from '../../ui/anchor.module.css';
import classes from './add-to-calendar.module.css';

/**
 * What an open house asks of a visitor beyond turning up: a link to its livestream (for a buyer who cannot come, only
 * an https address), and a note when a time must be booked first. Nothing when neither applies.
 */
export function OpenHouseExtras({ openHouse, when }: { openHouse: OpenHouse; when: string }) {
  const livestream = safeLivestreamUrl(openHouse.LivestreamOpenHouseURL);
  if (livestream === null && openHouse.AppointmentRequiredYN !== true) return null;
  return (
    <p className={classes.links}>
      {openHouse.AppointmentRequiredYN === true && <span>By appointment: call us to book a time.</span>}
      {livestream !== null && (
        <a
          className={anchor.anchor}
          href={livestream}
          target="_blank"
          rel="noopener noreferrer"
          // The name starts with the words shown (WCAG 2.5.3, label in name): a voice user says "click Watch it live".
          aria-label={`Watch it live: the open house of ${when} (opens in a new tab)`}
        >
          Watch it live
        </a>
      )}
    </p>
  );
}
