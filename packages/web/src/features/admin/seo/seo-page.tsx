import { Alert, Button, Center, Loader } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { SeoSettings } from '@app/domain';
import { useStores } from '../../../app/services-context.tsx';
import { useAdminApi } from '../kit/admin-http.ts';
import { failureMessage } from '../kit/notify.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { SeoSettingsForm } from './seo-settings-form.tsx';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; settings: SeoSettings };

/** `/admin/seo-aeo`: the SEO and answer-engine settings every public page, robots.txt and llms.txt use. */
export default function SeoPage() {
  const api = useAdminApi();
  const stores = useStores();
  const { siteUrl } = useRouteContext({ from: '__root__' }).config;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api.get<SeoSettings>('/api/admin/seo').then(
      (settings) => current && setLoaded({ state: 'ready', settings }),
      (error: unknown) => current && setLoaded({ state: 'failed', message: failureMessage(error, 'The SEO settings could not be loaded.') }),
    );
    return () => {
      current = false;
    };
  }, [api, attempt]);

  const retry = () => {
    setLoaded({ state: 'loading' });
    setAttempt((count) => count + 1);
  };

  return (
    <AdminPage
      title="SEO & Answer Engines"
      description="How the site appears in search results, link previews and AI answers: page titles, descriptions, the share picture, what search engines learn about the brokerage, the FAQ, the summary in /llms.txt and the crawler rules in /robots.txt. A saved change shows on the public site at once."
    >
      {loaded.state === 'loading' && (
        <Center py="xl">
          <Loader aria-label="Loading the SEO settings" />
        </Center>
      )}
      {loaded.state === 'failed' && (
        <Alert color="red" title="The SEO settings could not be loaded">
          {loaded.message}{' '}
          <Button size="xs" variant="white" color="red" onClick={retry}>
            Try again
          </Button>
        </Alert>
      )}
      {loaded.state === 'ready' && (
        <SeoSettingsForm
          settings={loaded.settings}
          siteUrl={siteUrl}
          onSaved={(settings) => {
            stores.site.seoSaved(settings);
            setLoaded({ state: 'ready', settings });
          }}
        />
      )}
    </AdminPage>
  );
}
