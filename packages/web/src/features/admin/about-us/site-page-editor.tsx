import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { SitePage } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { failureMessage } from '../kit/notify.ts';
import type { AdminListPage } from '../kit/use-admin-list.ts';
import { contentApiPath } from '../content/content-admin.ts';
import { ContentRecordForm } from '../content/content-record-form.tsx';
import { SITE_PAGES_ADMIN } from './site-pages-admin.ts';

interface SitePageEditorProps {
  /** The page's key: `about`, `our-brokerage`, …, `broker-{agentSlug}`. */
  readonly slug: string;
  /** The title a page that has no text yet starts with. */
  readonly defaultTitle: string;
  /** Where the public site shows the page. */
  readonly publicPath: string;
}

type Loaded = { readonly state: 'loading' } | { readonly state: 'failed'; readonly error: unknown } | { readonly state: 'ready'; readonly page: SitePage | null };

/** Edits the text of one fixed page (created on the first save when it has none yet). */
export function SitePageEditor({ slug, defaultTitle, publicPath }: SitePageEditorProps) {
  const api = useAdminApi();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    api.get<AdminListPage<SitePage>>(contentApiPath(SITE_PAGES_ADMIN.area), { slug, perPage: 1 }).then(
      (page) => current && setLoaded({ state: 'ready', page: page.items[0] ?? null }),
      (error: unknown) => current && setLoaded({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [api, slug]);

  if (loaded.state === 'loading') return <Loader size="sm" aria-label="Loading the page text" />;
  if (loaded.state === 'failed')
    return (
      <Alert color="red" title="The page text could not be loaded" role="alert">
        {failureMessage(loaded.error, 'Try again in a moment.')}
      </Alert>
    );
  return (
    <>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {loaded.page === null ? 'This page has no text of its own yet: the site shows its standard wording until you save.' : 'Shown on the site at'}
        </Text>
        <Anchor href={publicPath} target="_blank" size="sm">
          {publicPath} (opens a new tab)
        </Anchor>
      </Group>
      <ContentRecordForm
        admin={SITE_PAGES_ADMIN}
        record={loaded.page}
        initial={{ slug, title: defaultTitle, intro: '', body: '' }}
        submitLabel="Save page"
        onSaved={(page) => setLoaded({ state: 'ready', page })}
      />
    </>
  );
}
