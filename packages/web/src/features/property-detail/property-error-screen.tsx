import { useRouteContext, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ERROR_MESSAGES, errorMessageOr, isSearchEngineBot } from '@app/domain';
import { PageHero } from '../chrome/page-hero.tsx';
import { ButtonLink, PlainButton } from '../../ui/button.tsx';
import screen from '../../ui/screen.module.css';

/**
 * What a property page shows when the listing could not be fetched: the stored message
 * ('Error fetching property' unless the failure said more) and a way to try again; nothing for
 * a search-engine bot, so no error page is indexed.
 */
export function PropertyErrorScreen({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { userAgent } = useRouteContext({ from: '__root__' });
  if (isSearchEngineBot(userAgent)) return null;
  return (
    <>
      <PageHero title="This home could not be loaded" eyebrow="Property details" />
      <div className={`${screen.container} ${screen.stack}`}>
        <p className={screen.text} data-size="lg" role="alert">
          {errorMessageOr(error, ERROR_MESSAGES.propertyFetchFailed)}
        </p>
        <p className={screen.text}>Please try again in a moment, or search for other homes.</p>
        <div className={screen.group}>
          <PlainButton onClick={() => void router.invalidate()}>Try again</PlainButton>
          <ButtonLink to="/search" variant="outline">
            Search homes
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
