import { Stack, Title } from '@mantine/core';
import { ContentCollectionManager } from '../content/content-collection-manager.tsx';
import { contentPageLoader } from '../content/content-admin.ts';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { ABOUT_US_TRAIL } from './about-us-trail.ts';
import { SitePageEditor } from './site-page-editor.tsx';
import { loadSitePageText } from './site-page-text.ts';
import { TESTIMONIALS_ADMIN } from './testimonials-admin.tsx';

const loadRecords = contentPageLoader(TESTIMONIALS_ADMIN);

/** The route's loader: the page of records the address asks for, and the page's text. */
export const loadPage = (async (input) => {
  const [records, text] = await Promise.all([loadRecords(input), loadSitePageText(input.api, 'testimonials')]);
  return { ...records, text };
}) satisfies AdminPageLoader<unknown>;

/** `/admin/about-us/testimonials`: what clients said, and the text of the testimonials page. */
export default function TestimonialsAdminPage() {
  const data = useAdminPageData<typeof loadPage>();
  return (
    <AdminPage
      title="Testimonials"
      trail={ABOUT_US_TRAIL}
      description="What clients said about the team. Testimonials on the site show on /about/testimonials, on the home page and on the page of the agent they are about."
    >
      <ContentCollectionManager admin={TESTIMONIALS_ADMIN} loaded={data} />
      <Stack gap="sm" component="section" aria-labelledby="testimonials-page-text">
        <Title order={2} size="h3" id="testimonials-page-text">
          Text of the testimonials page
        </Title>
        <SitePageEditor
          slug="testimonials"
          text={data.text}
          defaultTitle="Testimonials"
          publicPath="/about/testimonials"
        />
      </Stack>
    </AdminPage>
  );
}
