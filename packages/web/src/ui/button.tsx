import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import classes from './button.module.css';

/**
 * How a button looks: Mantine's Button variants, colours and sizes the site uses. Filled buttons are
 * brand navy (the theme's primary, shade 8) or coral (shade 7); outline and white ones are brand navy.
 */
export type ButtonLook = (
  | { readonly variant?: 'filled'; readonly color?: 'brand' | 'coral' }
  | { readonly variant: 'outline' | 'white'; readonly color?: 'brand' }
) & {
  /** Mantine's sizes: sm (the default, 36 px high), md (42 px), lg (50 px). */
  readonly size?: 'sm' | 'md' | 'lg';
  /** An icon before the label (mark it aria-hidden). */
  readonly leftSection?: ReactNode;
};

/** The root's class and Mantine's data attributes, which select the look in button.module.css. */
function lookAttributes(
  { variant, color, size, leftSection }: { variant?: string; color?: string; size?: string; leftSection?: ReactNode },
  className: string | undefined,
) {
  return {
    className: className === undefined ? classes.button : `${classes.button} ${className}`,
    'data-variant': variant ?? 'filled',
    'data-color': color ?? 'brand',
    'data-size': size ?? 'sm',
    'data-with-left-section': leftSection === undefined ? undefined : true,
  };
}

/** Mantine's markup inside a button: the inner row, the optional left section and the label. */
function ButtonContent({ leftSection, children }: { leftSection: ReactNode; children: ReactNode }) {
  return (
    <span className={classes.inner}>
      {leftSection !== undefined && (
        <span className={classes.section} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={classes.label}>{children}</span>
    </span>
  );
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> & { ref?: Ref<HTMLAnchorElement> };

/** A plain link (another site, `tel:`, `mailto:`) that looks like a button. */
export function ButtonAnchor({
  variant,
  color,
  size,
  leftSection,
  className,
  children,
  ...anchor
}: AnchorProps & ButtonLook) {
  return (
    <a {...anchor} {...lookAttributes({ variant, color, size, leftSection }, className)}>
      <ButtonContent leftSection={leftSection}>{children}</ButtonContent>
    </a>
  );
}

/**
 * A link into the app that looks like a button: TanStack Router's Link (typed `to`, `params`,
 * `search`, preloading on intent) drawn as a plain <a>, styled like Mantine's Button.
 */
export const ButtonLink = createLink(ButtonAnchor);

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & {
  ref?: Ref<HTMLButtonElement>;
} & ButtonLook;

/** A <button> (type="button" unless given) that looks like Mantine's Button. */
export function PlainButton({
  variant,
  color,
  size,
  leftSection,
  className,
  children,
  type = 'button',
  ...button
}: PlainButtonProps) {
  return (
    <button {...button} type={type} {...lookAttributes({ variant, color, size, leftSection }, className)}>
      <ButtonContent leftSection={leftSection}>{children}</ButtonContent>
    </button>
  );
}
