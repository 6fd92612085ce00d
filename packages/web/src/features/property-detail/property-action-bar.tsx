import { IconCalendarEvent, IconMessage, IconPhone } from '@tabler/icons-react';
import { phoneHref, smsHref } from '@app/domain';
import classes from './property-action-bar.module.css';
import { REQUEST_INFO_ID } from './inquiry-card.tsx';

/**
 * On a phone, the three things a buyer does from a listing, always in reach at the bottom of the screen: call the
 * office, text it (the message names the home), or go to the request form with "Schedule a showing" chosen.
 */
export function PropertyActionBar({
  phone,
  address,
  listingId,
  onRequestTour,
}: {
  phone: string;
  address: string;
  listingId: string;
  onRequestTour: () => void;
}) {
  const message = `Hi! I would like to know more about ${address} (MLS #${listingId}).`;
  return (
    <nav aria-label="Contact us about this home" className={classes.bar}>
      <a className={classes.action} href={phoneHref(phone)}>
        <IconPhone size={18} aria-hidden="true" />
        Call
      </a>
      <a className={classes.action} href={smsHref(phone, message)}>
        <IconMessage size={18} aria-hidden="true" />
        Text
      </a>
      <a className={`${classes.action} ${classes.primary}`} href={`#${REQUEST_INFO_ID}`} onClick={onRequestTour}>
        <IconCalendarEvent size={18} aria-hidden="true" />
        Request a tour
      </a>
    </nav>
  );
}
