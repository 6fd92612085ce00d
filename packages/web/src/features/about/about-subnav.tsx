import { Anchor, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ABOUT_SECTIONS } from './about-sections.ts';
import classes from './about.module.css';

/** Links between the About pages; the current one is marked for screen readers and the eye. */
export function AboutSubnav() {
  return (
    <nav aria-label="About us" className={classes.subnav}>
      <Container size="xl">
        <Group gap="lg" wrap="nowrap" py="sm" className={classes.subnavRow}>
          <Anchor component={Link} to="/about" activeOptions={{ exact: true }} className={classes.subnavLink}>
            About Us
          </Anchor>
          {ABOUT_SECTIONS.map((section) => (
            <Anchor key={section.to} component={Link} to={section.to} className={classes.subnavLink}>
              {section.title}
            </Anchor>
          ))}
        </Group>
      </Container>
    </nav>
  );
}
