import { IconCalendarEvent } from '@tabler/icons-react';
import type { OpenHouse } from '@app/domain';
import { DetailSection } from './detail-section.tsx';
import type { Section } from './load-property-detail.ts';
import { openHouseTimes } from './swfl-time.ts';
import { Alert } from '../../ui/alert.tsx';
import { AddToCalendar } from '../listings/add-to-calendar.tsx';
import anchor from '../../ui/anchor.module.css';
import { REQUEST_INFO_ID } from './inquiry-card.tsx';
import { OpenHouseExtras } from '../listings/open-house-extras.tsx';
import classes from './property-detail.module.css';

/**
 * The listing's upcoming open houses, in Southwest Florida time, each with "Add to calendar" and, while the home is
 * for sale, an RSVP (`onRsvp`: the page's request form as a showing request for that open house); a note when there
 * are none or they failed to load.
 */
export function OpenHouseList({
  openHouses,
  address,
  onRsvp,
}: {
  openHouses: Section<OpenHouse>;
  address: string;
  onRsvp?: (when: string) => void;
}) {
  return (
    <DetailSection id="open-houses" title="Open houses">
      {openHouses.error !== null && <Alert color="orange">{openHouses.error}</Alert>}
      {openHouses.error === null && openHouses.items.length === 0 && (
        <p className={classes.text}>
          No open houses are scheduled. Ask us for a private showing at a time that suits you.
        </p>
      )}
      {openHouses.items.length > 0 && (
        <ul className={classes.openHouses}>
          {openHouses.items.map((openHouse) => {
            const times = openHouseTimes(openHouse);
            return (
              <li key={openHouse.OpenHouseKey} className={classes.openHouse}>
                <IconCalendarEvent size={28} aria-hidden="true" className={classes.openHouseIcon} />
                <div>
                  <p className={`${classes.text} ${classes.openHouseDate}`}>
                    <time dateTime={openHouse.OpenHouseStartTime}>{times.date}</time>
                  </p>
                  <p className={classes.text}>{times.time}</p>
                  {openHouse.OpenHouseRemarks && (
                    <p className={classes.openHouseRemarks}>{openHouse.OpenHouseRemarks}</p>
                  )}
                  <AddToCalendar openHouse={openHouse} address={address} when={`${times.date}, ${times.time}`} />
                  {onRsvp && (
                    <a
                      href={`#${REQUEST_INFO_ID}`}
                      className={anchor.anchor}
                      onClick={() => onRsvp(`${times.date}, ${times.time}`)}
                    >
                      RSVP
                      <span className="visually-hidden"> for the open house on {`${times.date}, ${times.time}`}</span>
                    </a>
                  )}
                  <OpenHouseExtras openHouse={openHouse} when={`${times.date}, ${times.time}`} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DetailSection>
  );
}
