import { AdminPage } from '../kit/admin-page.tsx';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { ABOUT_US_TRAIL } from './about-us-trail.ts';
import { SitePageEditor } from './site-page-editor.tsx';
import { loadSitePageText } from './site-page-text.ts';

/** The route's loader: the page's text. */
export const loadPage = (async ({ api }) => ({
  text: await loadSitePageText(api, 'areas-of-service'),
})) satisfies AdminPageLoader<unknown>;

/** `/admin/about-us/areas-of-service`: the text of the areas-of-service page. */
export default function AreasOfServiceAdminPage() {
  return (
    <AdminPage
      title="Areas of service"
      trail={ABOUT_US_TRAIL}
      description="The text above the cities the team serves. The cities list their published communities (managed under Communities)."
    >
      <SitePageEditor
        slug="areas-of-service"
        text={useAdminPageData<typeof loadPage>().text}
        defaultTitle="Areas of Service"
        publicPath="/about/areas-of-service"
      />
    </AdminPage>
  );
}
