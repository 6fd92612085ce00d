import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { SitePage } from '@app/domain';
import { failureMessage } from '../kit/notify.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.tsx';
import { ContentRecordForm } from '../content/content-record-form.tsx';
import type { SitePageText } from './site-page-text.ts';
import { SITE_PAGES_ADMIN } from './site-pages-admin.ts';
import { RecordLiveBar } from '../status/record-live-bar.tsx';

interface SitePageEditorProps {
  /** The page's key: `about`, `our-brokerage`, …, `broker-{agentSlug}`. */
  readonly slug: string;
  /** The page's text as the route's loader loaded it (loadSitePageText). */
  readonly text: SitePageText;
  /** The title a page that has no text yet starts with. */
  readonly defaultTitle: string;
  /** Where the public site shows the page. */
  readonly publicPath: string;
}

/** Edits the text of one fixed page (created on the first save when it has none yet). */
export function SitePageEditor({ slug, text, defaultTitle, publicPath }: SitePageEditorProps) {
  const router = useRouter();
  // The text as last saved here: the next save changes it rather than adding a second page.
  const [saved, setSaved] = useState<SitePage | null>(null);
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);

  if (text.state === 'failed')
    return (
      <Alert color="red" title="The page text could not be loaded" role="alert">
        {failureMessage(text.error, 'Try again in a moment.')}
      </Alert>
    );
  const page = saved ?? text.page;
  return (
    <>
      {unsaved.prompt}
      {page !== null && <RecordLiveBar kind="site-page" record={page} label={page.title} path={publicPath} />}
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {page === null
            ? 'This page has no text of its own yet: the site shows its standard wording until you save.'
            : 'Shown on the site at'}
        </Text>
        <Anchor href={publicPath} target="_blank" size="sm">
          {publicPath} (opens a new tab)
        </Anchor>
      </Group>
      <ContentRecordForm
        admin={SITE_PAGES_ADMIN}
        record={page}
        initial={{ slug, title: defaultTitle, intro: '', body: '' }}
        submitLabel="Save page"
        onDirtyChange={setDirty}
        onSaved={(stored) => {
          setSaved(stored);
          void router.invalidate();
        }}
      />
    </>
  );
}
