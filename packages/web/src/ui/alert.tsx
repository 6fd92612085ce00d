import { useId, type ReactNode } from 'react';
import classes from './alert.module.css';

/**
 * A message that something failed: Mantine's Alert (light, coral) as plain elements, with the same
 * role and names: `role="alert"`, labelled by its title and described by its message.
 */
export function Alert({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="alert" id={id} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} className={classes.alert}>
      <div className={classes.wrapper}>
        <div className={classes.body}>
          <div className={classes.title}>
            <span className={classes.label} id={`${id}-title`}>
              {title}
            </span>
          </div>
          <div className={classes.message} id={`${id}-body`}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
