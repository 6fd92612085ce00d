import { Container, Text } from '@mantine/core';
import heroImage from '../../assets/hero-gulf-coast.svg';
import { BRAND_BLOCK } from '../../app/brand-texts.ts';
import { QuickSearchForm } from './quick-search-form.tsx';
import classes from './home-hero.module.css';

/** The home page's opening: the Gulf coast at golden hour, the team's promise and the quick search. */
export function HomeHero({ teamName }: { teamName: string }) {
  return (
    <section className={classes.hero} style={{ backgroundImage: `url(${heroImage})` }}>
      <Container size="xl" w="100%">
        <div className={classes.content}>
          <Text className={classes.eyebrow}>{teamName} · Palmetto Realty Group</Text>
          <h1 className={classes.title}>{BRAND_BLOCK}</h1>
          <Text className={classes.lead}>
            Naples, Bonita Springs, Estero, Fort Myers, Cape Coral, Marco Island and Sanibel: search every home on the
            market with local experts at your side.
          </Text>
          <QuickSearchForm />
        </div>
      </Container>
    </section>
  );
}
