import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import classes from './button.module.css';

/**
 * How a button looks: Mantine's Button variants, colours and sizes the site uses. Filled buttons are
 * brand navy (the theme's primary, shade 8) or coral (shade 7); outline, subtle and white ones are brand navy.
 */
export type ButtonLook = (
  | { readonly variant?: 'filled'; readonly color?: 'brand' | 'coral' }
  | { readonly variant: 'outline' | 'white' | 'subtle' | 'light'; readonly color?: 'brand' }
) & {
  /** Mantine's sizes: xs (30 px high), sm (the default, 36 px), md (42 px), lg (50 px). */
  readonly size?: 'xs' | 'sm' | 'md' | 'lg';
} & Sections;

interface Sections {
  /** An icon before the label (mark it aria-hidden). */
  readonly leftSection?: ReactNode;
  /** An icon after the label (mark it aria-hidden). */
  readonly rightSection?: ReactNode;
}

/** The root's class and Mantine's data attributes, which select the look in button.module.css. */
function lookAttributes(
  { variant, color, size, leftSection, rightSection }: { variant?: string; color?: string; size?: string } & Sections,
  className: string | undefined,
) {
  return {
    className: className === undefined ? classes.button : `${classes.button} ${className}`,
    'data-variant': variant ?? 'filled',
    'data-color': color ?? 'brand',
    'data-size': size ?? 'sm',
    'data-with-left-section': leftSection === undefined ? undefined : true,
    'data-with-right-section': rightSection === undefined ? undefined : true,
  };
}

/** Mantine's markup inside a button: the inner row, the optional sections around the label. */
function ButtonContent({ leftSection, rightSection, children }: Sections & { children: ReactNode }) {
  return (
    <span className={classes.inner}>
      {leftSection !== undefined && (
        <span className={classes.section} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={classes.label}>{children}</span>
      {rightSection !== undefined && (
        <span className={classes.section} data-position="right">
          {rightSection}
        </span>
      )}
    </span>
  );
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> & { ref?: Ref<HTMLAnchorElement> };

/** A plain link (another site, `tel:`, `mailto:`, a place on the page) that looks like a button. */
export function ButtonAnchor({
  variant,
  color,
  size,
  leftSection,
  rightSection,
  className,
  children,
  ...anchor
}: AnchorProps & ButtonLook) {
  return (
    <a {...anchor} {...lookAttributes({ variant, color, size, leftSection, rightSection }, className)}>
      <ButtonContent leftSection={leftSection} rightSection={rightSection}>
        {children}
      </ButtonContent>
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
  /** Mantine's `loading`: the button is disabled and busy, a spinning ring over its label. */
  loading?: boolean;
} & ButtonLook;

/** A <button> (type="button" unless given) that looks like Mantine's Button. */
export function PlainButton({
  variant,
  color,
  size,
  leftSection,
  rightSection,
  className,
  children,
  type = 'button',
  loading = false,
  disabled,
  ...button
}: PlainButtonProps) {
  return (
    <button
      {...button}
      type={type}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...lookAttributes({ variant, color, size, leftSection, rightSection }, className)}
    >
      {loading && <span className={classes.loader} aria-hidden="true" />}
      <ButtonContent leftSection={leftSection} rightSection={rightSection}>
        {children}
      </ButtonContent>
    </button>
  );
}
