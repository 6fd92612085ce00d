import type { ListingView } from '@app/domain';
import { DetailSection } from './detail-section.tsx';
import { associationRulesFacts, floodStormFacts, floodZoneSummary, waterBoatingFacts } from './florida-panels.ts';
import type { ListingFact } from './listing-facts.ts';
import classes from './property-detail.module.css';

function FactList({ facts }: { facts: readonly ListingFact[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={classes.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Flood and storm, Water and boating, Association and rules: each only when the listing says something of it. */
export function FloridaPanels({ listing }: { listing: ListingView }) {
  const flood = floodStormFacts(listing);
  const zone = floodZoneSummary(listing);
  const water = waterBoatingFacts(listing);
  const association = associationRulesFacts(listing);
  return (
    <>
      {flood.length > 0 && (
        <DetailSection id="flood-and-storm" title="Flood and storm">
          {zone !== null && (
            <p className={classes.remarks} data-testid="flood-zone-meaning">
              <strong>{zone.zone}.</strong> {zone.words} {zone.insurance}
              {zone.source !== null && (
                <>
                  {' '}
                  <span>{zone.source}.</span>
                </>
              )}
            </p>
          )}
          <FactList facts={flood} />
        </DetailSection>
      )}
      {water.length > 0 && (
        <DetailSection id="water-and-boating" title="Water and boating">
          <FactList facts={water} />
        </DetailSection>
      )}
      {association.length > 0 && (
        <DetailSection id="association-and-rules" title="Association and rules">
          <FactList facts={association} />
        </DetailSection>
      )}
    </>
  );
}
