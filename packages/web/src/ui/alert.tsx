import { useId, type ReactNode } from 'react';
import classes from './alert.module.css';

/**
 * A message that something failed or was set aside: Mantine's light Alert (coral, orange or red) as plain
 * elements, with the same role and names: `role="alert"`, labelled by its title (when it has one) and described by
 * its message. `id` and `tabIndex` let a form move focus to it.
 */
export function Alert({
  title,
  color = 'coral',
  id: givenId,
  tabIndex,
  className,
  children,
}: {
  title?: string;
  color?: 'coral' | 'orange' | 'red';
  id?: string;
  tabIndex?: number;
  className?: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div
      role="alert"
      id={id}
      tabIndex={tabIndex}
      aria-labelledby={title === undefined ? undefined : `${id}-title`}
      aria-describedby={`${id}-body`}
      className={className === undefined ? classes.alert : `${classes.alert} ${className}`}
      data-color={color}
    >
      <div className={classes.wrapper}>
        <div className={classes.body}>
          {title !== undefined && (
            <div className={classes.title}>
              <span className={classes.label} id={`${id}-title`}>
                {title}
              </span>
            </div>
          )}
          <div className={classes.message} id={`${id}-body`}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
