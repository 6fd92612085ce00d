import { Stack, Title } from '@mantine/core';
import { ContentCollectionManager } from '../content/content-collection-manager.tsx';
import { contentPageLoader } from '../content/content-admin.ts';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { ABOUT_US_TRAIL } from './about-us-trail.ts';
import { SALES_RESULTS_ADMIN } from './sales-results-admin.tsx';
import { SitePageEditor } from './site-page-editor.tsx';
import { loadSitePageText } from './site-page-text.ts';

const loadRecords = contentPageLoader(SALES_RESULTS_ADMIN);

/** The route's loader: the page of records the address asks for, and the page's text. */
export const loadPage = (async (input) => {
  const [records, text] = await Promise.all([loadRecords(input), loadSitePageText(input.api, 'sales-results')]);
  return { ...records, text };
}) satisfies AdminPageLoader<unknown>;

/** `/admin/about-us/sales-results`: the team's closed sales, and the text of the sales results page. */
export default function SalesResultsAdminPage() {
  const data = useAdminPageData<typeof loadPage>();
  return (
    <AdminPage
      title="Sales results"
      trail={ABOUT_US_TRAIL}
      description="Homes the team sold or bought for clients. Sales on the site show on /about/our-sales-results and count in its totals."
    >
      <ContentCollectionManager admin={SALES_RESULTS_ADMIN} loaded={data} />
      <Stack gap="sm" component="section" aria-labelledby="sales-page-text">
        <Title order={2} size="h3" id="sales-page-text">
          Text of the sales results page
        </Title>
        <SitePageEditor
          slug="sales-results"
          text={data.text}
          defaultTitle="Our Sales Results"
          publicPath="/about/our-sales-results"
        />
      </Stack>
    </AdminPage>
  );
}
