// The screens below load their code only when one is shown, but their CSS comes with the shell:
// the server draws a missing page or an error in full, and it must be styled before any code
// arrives. These are the stylesheets of the Mantine components the screens draw (Button with its
// Loader and UnstyledButton) and of the page hero (lazy-screens.test.ts checks the list).
import 'virtual:mantine-styles/Button.css';
import 'virtual:mantine-styles/Center.css';
import 'virtual:mantine-styles/Container.css';
import 'virtual:mantine-styles/Group.css';
import 'virtual:mantine-styles/Loader.css';
import 'virtual:mantine-styles/Paper.css';
import 'virtual:mantine-styles/SimpleGrid.css';
import 'virtual:mantine-styles/Stack.css';
import 'virtual:mantine-styles/Text.css';
import 'virtual:mantine-styles/Title.css';
import 'virtual:mantine-styles/UnstyledButton.css';
import '../features/chrome/page-hero.module.css';
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
