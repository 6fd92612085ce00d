import { useRouteContext } from '@tanstack/react-router';
import { isSearchEngineBot } from '@app/domain';
import { ButtonAnchor, PlainButton } from '../../ui/button.tsx';
import screen from '../../ui/screen.module.css';

/**
 * What an application error shows: a short apology with a way home for people, and nothing at
 * all for a search-engine bot (so no error page is ever indexed).
 */
export function AppErrorScreen() {
  const { userAgent } = useRouteContext({ from: '__root__' });
  if (isSearchEngineBot(userAgent)) return null;
  return (
    <div className={`${screen.container} ${screen.stack}`} data-tall="true">
      <h1 className={screen.title}>Something went wrong</h1>
      <p className={screen.text}>This page could not be shown. Please try again in a moment.</p>
      <div className={screen.group}>
        <PlainButton onClick={() => window.location.reload()}>Try again</PlainButton>
        <ButtonAnchor href="/" variant="outline">
          Go to the home page
        </ButtonAnchor>
      </div>
    </div>
  );
}
