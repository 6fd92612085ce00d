import { AdminPage } from '../kit/admin-page.tsx';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { ABOUT_US_TRAIL } from './about-us-trail.ts';
import { SitePageEditor } from './site-page-editor.tsx';
import { loadSitePageText } from './site-page-text.ts';

/** The route's loader: the page's text. */
export const loadPage = (async ({ api }) => ({
  text: await loadSitePageText(api, 'our-brokerage'),
})) satisfies AdminPageLoader<unknown>;

/** `/admin/about-us/our-brokerage`: the text of the brokerage page. */
export default function OurBrokerageAdminPage() {
  return (
    <AdminPage
      title="Our brokerage"
      trail={ABOUT_US_TRAIL}
      description="How the brokerage works and what it stands for. The brokers (agents marked as brokers) are listed under the text."
    >
      <SitePageEditor
        slug="our-brokerage"
        text={useAdminPageData<typeof loadPage>().text}
        defaultTitle="Our Brokerage"
        publicPath="/about/our-brokerage"
      />
    </AdminPage>
  );
}
