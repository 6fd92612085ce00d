import type { ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './icon-button.module.css';

/**
 * A round button holding only an icon, drawn like Mantine's ActionIcon (variant white, colour brand 8, size xl,
 * radius xl): a plain <button type="button">, named by its required `aria-label` (mark the icon aria-hidden).
 */
export function IconButton({
  className,
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label'> & {
  'aria-label': string;
  children: ReactNode;
}) {
  return (
    <button
      {...button}
      type="button"
      className={className === undefined ? classes.iconButton : `${classes.iconButton} ${className}`}
    >
      {children}
    </button>
  );
}
