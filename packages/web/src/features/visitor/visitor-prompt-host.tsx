import { lazy, Suspense } from 'react';
import { useSignInRequest } from './visitor-prompt-store.ts';

const SignInDialog = lazy(() => import('./sign-in-dialog.tsx'));

/** Where the soft sign-in prompt appears; its code loads only when a signed-out visitor first saves something. */
export function VisitorPromptHost() {
  const request = useSignInRequest();
  if (request === null) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog request={request} />
    </Suspense>
  );
}
