import { Stack, Title } from '@mantine/core';
import { ContentCollectionManager } from '../content/content-collection-manager.tsx';
import { AdminPage } from '../kit/admin-page.tsx';
import { ABOUT_US_TRAIL } from './about-us-trail.ts';
import { SALES_RESULTS_ADMIN } from './sales-results-admin.tsx';
import { SitePageEditor } from './site-page-editor.tsx';

/** `/admin/about-us/sales-results`: the team's closed sales, and the text of the sales results page. */
export default function SalesResultsAdminPage() {
  return (
    <AdminPage
      title="Sales results"
      trail={ABOUT_US_TRAIL}
      description="Homes the team sold or bought for clients. Published sales show on /about/our-sales-results and count in its totals."
    >
      <ContentCollectionManager admin={SALES_RESULTS_ADMIN} />
      <Stack gap="sm" component="section" aria-labelledby="sales-page-text">
        <Title order={2} size="h3" id="sales-page-text">
          Text of the sales results page
        </Title>
        <SitePageEditor slug="sales-results" defaultTitle="Our Sales Results" publicPath="/about/our-sales-results" />
      </Stack>
    </AdminPage>
  );
}
