import { useId, type ReactNode } from 'react';
import ui from './search-ui.module.css';

/**
 * The inside of a button drawn with `ui.button` (Mantine's Button): its label, with an icon
 * before or after it. The button itself is a native `<button>` or a link carrying
 * `data-variant`, `data-size`, `data-radius` and `data-with-left-section` or `data-with-right-section`.
 */
export function ButtonContent({ left, right, children }: { left?: ReactNode; right?: ReactNode; children: ReactNode }) {
  return (
    <span className={ui.buttonInner}>
      {left !== undefined && (
        <span className={ui.buttonSection} data-position="left">
          {left}
        </span>
      )}
      <span className={ui.buttonLabel}>{children}</span>
      {right !== undefined && (
        <span className={ui.buttonSection} data-position="right">
          {right}
        </span>
      )}
    </span>
  );
}

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
      className={ui.alert}
      data-color={color}
      id={id}
      role="alert"
      aria-describedby={`${id}-body`}
      aria-labelledby={`${id}-title`}
    >
      <div className={ui.alertWrapper}>
        <div className={ui.alertBody}>
          <div className={ui.alertTitle}>
            <span id={`${id}-title`} className={ui.alertLabel}>
              {title}
            </span>
          </div>
          <div id={`${id}-body`} className={ui.alertMessage}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
