import { NOT_FOUND_SCREEN } from '@app/domain';
import beachHouse from '../../assets/beach-house.svg';
import { PageHero } from '../chrome/page-hero.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import screen from '../../ui/screen.module.css';

/** The Page Not Found screen with the spec's exact texts, the beach-house image and three ways back. */
export function NotFoundScreen() {
  return (
    <>
      <PageHero title={NOT_FOUND_SCREEN.title} eyebrow="Error 404" />
      <div className={`${screen.container} ${screen.grid}`} data-size="lg">
        <img
          className={screen.picture}
          src={beachHouse}
          alt="A raised beach house among the dunes"
          width={800}
          height={600}
        />
        <div className={screen.stack} data-gap="lg">
          <p className={screen.text} data-size="lg">
            {NOT_FOUND_SCREEN.text}
          </p>
          <h2 className={screen.title} data-size="h3">
            {NOT_FOUND_SCREEN.prompt}
          </h2>
          <div className={screen.group} data-gap="sm">
            {NOT_FOUND_SCREEN.actions.map((action, index) => (
              <ButtonLink key={action.to} to={action.to} variant={index === 0 ? 'filled' : 'outline'} size="md">
                {action.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
