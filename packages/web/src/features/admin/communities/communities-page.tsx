import { AdminPage } from '../kit/admin-page.tsx';
import { ContentCollectionManager } from '../content/content-collection-manager.tsx';
import { contentPageLoader } from '../content/content-admin.ts';
import { useAdminPageData } from '../kit/admin-page-data.ts';
import { COMMUNITIES_ADMIN } from './communities-admin.tsx';

/** The route's loader: the page of records the address asks for. */
export const loadPage = contentPageLoader(COMMUNITIES_ADMIN);

/** `/admin/communities`: the communities on /communities and the home page. */
export default function CommunitiesPage() {
  return (
    <AdminPage
      title="Communities"
      description="The neighborhoods and towns on /communities: their story, picture, highlights, map position and the MLS subdivisions their homes and figures come from. A change shows on the site at once."
    >
      <ContentCollectionManager admin={COMMUNITIES_ADMIN} loaded={useAdminPageData<typeof loadPage>()} />
    </AdminPage>
  );
}
