// The screens below load their code only when one is shown, but their CSS comes with the shell:
// the server draws a missing page or an error in full, and it must be styled before any code
// arrives. They are drawn with plain elements (no Mantine component): the page hero, the site's
// buttons and the screens' own stylesheet (lazy-screens.test.ts checks the list).
import '../features/chrome/page-hero.module.css';
import '../ui/screen.module.css';
import '../ui/button.module.css';
import { lazyScreen } from './lazy-import.ts';

/** The Page Not Found screen (the root route's not-found component). */
export const NotFoundScreen = lazyScreen(() => import('../features/not-found/not-found-screen.tsx'), 'NotFoundScreen');

/** What an application error shows (the root route's error component). */
export const AppErrorScreen = lazyScreen(() => import('../features/pages/app-error-screen.tsx'), 'AppErrorScreen');

/** What a property page shows when its listing could not be fetched. */
export const PropertyErrorScreen = lazyScreen(
  () => import('../features/property-detail/property-error-screen.tsx'),
  'PropertyErrorScreen',
);

/** The page of `/not-authorized`: a signed-in visitor lacks the role a page needs. */
export const NotAuthorizedPage = lazyScreen(
  () => import('../features/pages/not-authorized-page.tsx'),
  'NotAuthorizedPage',
);
