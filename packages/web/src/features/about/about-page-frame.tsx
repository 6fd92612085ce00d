import { Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SitePage } from '@app/domain';
import { PageHero } from '../chrome/page-hero.tsx';
import { RichText } from '../articles/rich-text.tsx';
import { AboutSubnav } from './about-subnav.tsx';
import classes from './about.module.css';

/**
 * An About page: the hero with the page's title and intro (from its editable site page, or the
 * given title when the page has none), the About links, the page's text, then the rest.
 */
export function AboutPageFrame({
  sitePage,
  title,
  children,
}: {
  sitePage: SitePage | null;
  title: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero title={sitePage?.title ?? title} eyebrow="About us">
        {sitePage?.intro && <Text className={classes.intro}>{sitePage.intro}</Text>}
      </PageHero>
      <AboutSubnav />
      <Container size="xl" py={{ base: 40, md: 56 }}>
        {sitePage?.body && <RichText html={sitePage.body} className={classes.body} />}
        {children}
      </Container>
    </>
  );
}
