import { ADMIN_ROUTE_GUARD } from '@app/domain';
import { ButtonLink } from '../../ui/button.tsx';
import screen from '../../ui/screen.module.css';

/** Shown when a signed-in visitor lacks the role a page needs (empty layout: no chrome). */
export function NotAuthorizedPage() {
  return (
    <div className={screen.center}>
      <div className={`${screen.paper} ${screen.stack}`}>
        <h1 className={screen.title}>Not Authorized</h1>
        <p className={screen.text}>
          Your account does not have access to this page. If you think it should, ask a site administrator to give your
          account the right role, or sign in with another account.
        </p>
        <div className={screen.group}>
          <ButtonLink to="/">Back to the home page</ButtonLink>
          <ButtonLink to={ADMIN_ROUTE_GUARD.loginPath} variant="outline">
            Sign in with another account
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
