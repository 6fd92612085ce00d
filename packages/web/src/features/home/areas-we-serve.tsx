import { Link } from '@tanstack/react-router';
import anchor from '../../ui/anchor.module.css';
import classes from './home-sections.module.css';
import { DEFERRED_RENDER } from '../../ui/deferred-render.ts';

const AREAS = [
  'Naples',
  'Bonita Springs',
  'Estero',
  'Fort Myers',
  'Cape Coral',
  'Marco Island',
  'Sanibel',
  'Fort Myers Beach',
];

/** Links into the search for each city the team works in. */
export function AreasWeServe() {
  return (
    <section className={`${classes.areas} ${DEFERRED_RENDER}`} aria-labelledby="areas-title">
      <div className={`${classes.container} ${classes.areasContainer}`}>
        <h2 id="areas-title" className={`${classes.subheading} ${classes.areasTitle}`}>
          Homes across Southwest Florida
        </h2>
        <p className={`${classes.text} ${classes.areasLead}`}>
          From beachfront condos on Marco Island to family homes on Cape Coral's canals, start with the town you love.
        </p>
        <div className={`${classes.grid} ${classes.areaGrid}`}>
          {AREAS.map((city) => (
            <Link key={city} to="/search" search={{ city }} className={`${anchor.anchor} ${classes.areaLink}`}>
              {city} homes →
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
