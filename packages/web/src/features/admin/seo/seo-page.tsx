import { Alert, Button, Center, Loader } from '@mantine/core';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { SeoSettings } from '@app/domain';
import { useStores } from '../../../app/services-context.tsx';
import { useAdminPageData, useAdminPageReload, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { failureMessage } from '../kit/notify.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { SeoSettingsForm } from './seo-settings-form.tsx';

/** The route's loader: the stored settings, or why they could not be loaded (shown with "Try again"). */
export const loadPage = (({ api }) =>
  api.get<SeoSettings>('/api/admin/seo').then(
    (settings) => ({ settings, message: null }),
    (error: unknown) => ({ settings: null, message: failureMessage(error, 'The SEO settings could not be loaded.') }),
  )) satisfies AdminPageLoader<unknown>;

/** `/admin/seo-aeo`: the SEO and answer-engine settings every public page, robots.txt and llms.txt use. */
export default function SeoPage() {
  const stores = useStores();
  const router = useRouter();
  const { siteUrl } = useRouteContext({ from: '__root__' }).config;
  const loaded = useAdminPageData<typeof loadPage>();
  const { reloading, reload } = useAdminPageReload();
  // The settings as saved here (the loader, invalidated, loads them again in the background).
  const [saved, setSaved] = useState<SeoSettings | null>(null);
  const settings = saved ?? loaded.settings;

  return (
    <AdminPage
      title="SEO & Answer Engines"
      description="How the site appears in search results, link previews and AI answers: page titles, descriptions, the share picture, what search engines learn about the brokerage, the FAQ, the summary in /llms.txt and the crawler rules in /robots.txt. A saved change shows on the public site at once."
    >
      {reloading && (
        <Center py="xl">
          <Loader aria-label="Loading the SEO settings" />
        </Center>
      )}
      {!reloading && settings === null && (
        <Alert color="red" title="The SEO settings could not be loaded">
          {loaded.message}{' '}
          <Button size="xs" variant="white" color="red" onClick={reload}>
            Try again
          </Button>
        </Alert>
      )}
      {!reloading && settings !== null && (
        <SeoSettingsForm
          settings={settings}
          siteUrl={siteUrl}
          onSaved={(stored) => {
            stores.site.seoSaved(stored);
            setSaved(stored);
            void router.invalidate();
          }}
        />
      )}
    </AdminPage>
  );
}
