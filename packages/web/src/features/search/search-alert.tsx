import { useId, type ReactNode } from 'react';
import classes from './search-alert.module.css';

/** A notice above the results (Mantine's light Alert): a bold title and the message, announced as an alert. */
export function SearchAlert({
  color,
  title,
  children,
}: {
  color: 'orange' | 'red';
  title: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      className={classes.alert}
      data-color={color}
      id={id}
      role="alert"
      aria-describedby={`${id}-body`}
      aria-labelledby={`${id}-title`}
    >
      <div className={classes.alertWrapper}>
        <div className={classes.alertBody}>
          <div className={classes.alertTitle}>
            <span id={`${id}-title`} className={classes.alertLabel}>
              {title}
            </span>
          </div>
          <div id={`${id}-body`} className={classes.alertMessage}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
