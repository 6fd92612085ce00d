import type { CommunityStatistics } from '@app/domain';
import { communityFigures, figuresDate } from './community-figures.ts';
import { Alert } from '../../ui/alert.tsx';
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
      <h2 id="figures-title" className={classes.sectionTitle}>
        {name} market right now
      </h2>
      {statistics === null ? (
        <Alert color="red" title="The live figures could not be loaded">
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
      <p className={classes.source}>
        From the listing data on {figuresDate(asOf)}. Homes for sale are active, under-contract and coming-soon
        listings.
      </p>
    </section>
  );
}
