import type { ReactNode } from 'react';
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
