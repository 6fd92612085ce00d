import type { LinkProps } from '@tanstack/react-router';
import { ButtonLink } from '../../ui/button.tsx';
import classes from './home-sections.module.css';

/** A home section's eyebrow, title (the section's label) and a link to see more. */
export function HomeSectionHeader(props: {
  id: string;
  eyebrow: string;
  title: string;
  moreTo: NonNullable<LinkProps['to']>;
  moreText: string;
}) {
  return (
    <div className={classes.header}>
      <div className={classes.headings}>
        <p className={classes.eyebrow}>{props.eyebrow}</p>
        <h2 id={props.id} className={classes.heading}>
          {props.title}
        </h2>
      </div>
      <ButtonLink to={props.moreTo} variant="outline">
        {props.moreText}
      </ButtonLink>
    </div>
  );
}
