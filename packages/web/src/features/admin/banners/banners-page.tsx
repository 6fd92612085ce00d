import { AdminPage } from '../kit/admin-page.tsx';
import { ContentCollectionManager } from '../content/content-collection-manager.tsx';
import { contentPageLoader } from '../content/content-admin.ts';
import { useAdminPageData } from '../kit/admin-page-data.ts';
import { BANNERS_ADMIN } from './banners-admin.tsx';

/** The route's loader: the page of records the address asks for. */
export const loadPage = contentPageLoader(BANNERS_ADMIN);

/** `/admin/banners`: the home page's hero and promotion banners and the search page's banner. */
export default function BannersPage() {
  return (
    <AdminPage
      title="Banners"
      description="Pictures with a message and a link, shown where their placement says, while enabled and within their schedule. The first live banner of each placement shows; a change shows on the site at once."
    >
      <ContentCollectionManager admin={BANNERS_ADMIN} loaded={useAdminPageData<typeof loadPage>()} />
    </AdminPage>
  );
}
