import { Alert, Text, Title } from '@mantine/core';
import type { CommunityStatistics } from '@app/domain';
import { communityFigures, figuresDate } from './community-figures.ts';
import classes from './community-page.module.css';

interface Props {
  readonly name: string;
  readonly statistics: CommunityStatistics | null;
  readonly asOf: string;
  readonly error: string | null;
}

/** The community's market right now: five figures from its homes for sale, with where they come from. */
export function CommunityStatisticsPanel({ name, statistics, asOf, error }: Props) {
  return (
    <section aria-labelledby="figures-title" className={classes.figures}>
      <Title order={2} id="figures-title" size="h3" c="brand.8" mb="md">
        {name} market right now
      </Title>
      {statistics === null ? (
        <Alert color="red" title="The live figures could not be loaded" role="alert">
          {error}
        </Alert>
      ) : (
        <dl className={classes.figureGrid} data-testid="community-figures">
          {communityFigures(statistics).map((figure) => (
            <div key={figure.label} className={classes.figure}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Text size="sm" c="dimmed" mt="sm">
        From the listing data on {figuresDate(asOf)}. Homes for sale are active, under-contract and coming-soon
        listings.
      </Text>
    </section>
  );
}
