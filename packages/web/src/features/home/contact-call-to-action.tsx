import { phoneHref, type SiteSettings } from '@app/domain';
import { ButtonAnchor, ButtonLink } from '../../ui/button.tsx';
import classes from './home-sections.module.css';
import { DEFERRED_RENDER } from '../../ui/deferred-render.ts';

/** The closing invitation to talk to the team. */
export function ContactCallToAction({ settings }: { settings: Pick<SiteSettings, 'phone' | 'teamName'> }) {
  return (
    <section className={`${classes.container} ${classes.spacious} ${DEFERRED_RENDER}`} aria-labelledby="cta-title">
      <div className={classes.callToAction}>
        <h2 id="cta-title" className={classes.heading}>
          Thinking of buying or selling?
        </h2>
        <p className={classes.largeText}>
          Tell {settings.teamName} what you are looking for. A local agent who knows the neighborhood will get back to
          you.
        </p>
        <div className={classes.callToActionButtons}>
          <ButtonLink to="/contact-us" size="lg">
            Contact the team
          </ButtonLink>
          <ButtonAnchor href={phoneHref(settings.phone)} size="lg" variant="outline">
            Call {settings.phone}
          </ButtonAnchor>
        </div>
      </div>
    </section>
  );
}
