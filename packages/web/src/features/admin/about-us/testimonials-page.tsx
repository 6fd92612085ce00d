import { Stack, Title } from '@mantine/core';
import { ContentCollectionManager } from '../content/content-collection-manager.tsx';
import { AdminPage } from '../kit/admin-page.tsx';
import { ABOUT_US_TRAIL } from './about-us-trail.ts';
import { SitePageEditor } from './site-page-editor.tsx';
import { TESTIMONIALS_ADMIN } from './testimonials-admin.tsx';

/** `/admin/about-us/testimonials`: what clients said, and the text of the testimonials page. */
export default function TestimonialsAdminPage() {
  return (
    <AdminPage
      title="Testimonials"
      trail={ABOUT_US_TRAIL}
      description="What clients said about the team. Published testimonials show on /about/testimonials, on the home page and on the page of the agent they are about."
    >
      <ContentCollectionManager admin={TESTIMONIALS_ADMIN} />
      <Stack gap="sm" component="section" aria-labelledby="testimonials-page-text">
        <Title order={2} size="h3" id="testimonials-page-text">
          Text of the testimonials page
        </Title>
        <SitePageEditor slug="testimonials" defaultTitle="Testimonials" publicPath="/about/testimonials" />
      </Stack>
    </AdminPage>
  );
}
