import { Button, Group } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { articlePath, articlePublicationState, type Article } from '@app/domain';
import { RecordHistoryButton } from '../history/record-history-button.tsx';
import { VersionConflictDialog } from '../history/version-conflict.tsx';
import { useEffect, useRef, useState } from 'react';
import type { ArticlePageData } from '../../articles/load-article.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { useUnsavedChanges } from '../kit/unsaved-changes.tsx';
import { useLocalDraft } from '../kit/use-local-draft.tsx';
import type { ArticleFormValues } from './article-form-values.ts';
import type { AgentChoices } from '../editorial/load-agents.ts';
import { useSiteSettings } from '../editorial/use-site-settings.ts';
import { ArticleForm } from './article-form.tsx';
import { ArticlePreview } from './article-preview.tsx';
import { articlePreviewData } from './article-preview-data.ts';
import { useArticleForm } from './use-article-form.ts';
import { RecordLiveBar } from '../status/record-live-bar.tsx';

const TRAIL = [{ label: 'Articles', to: '/admin/articles' }];

/** The editor of one article (a new one when nothing is stored): its form, preview and save; `team` is who may be its
 * author. */
export function ArticleEditor({ stored, team }: { stored: Article | null; team: AgentChoices }) {
  const settings = useSiteSettings();
  const { agents, failed } = team;
  // The draft kept before a save is forgotten once it is saved (the key of the version the typing started from).
  const clearDraftOnSave = useRef<() => void>(() => undefined);
  const { form, saving, saved, submit, conflict, store, accept, dismissConflict } = useArticleForm(stored, () =>
    clearDraftOnSave.current(),
  );
  const [preview, setPreview] = useState<ArticlePageData | null>(null);
  const values = form.getValues();
  const dirty = form.isDirty();
  const unsaved = useUnsavedChanges(dirty && !saving);
  const draft = useLocalDraft<ArticleFormValues>({
    scope: 'articles',
    id: saved?.id ?? null,
    version: saved?.updatedAt ?? null,
    values,
    dirty,
    restore: (kept) => form.setValues(kept),
  });
  useEffect(() => {
    clearDraftOnSave.current = draft.clear;
  }, [draft.clear]);
  const path =
    settings === null
      ? `/resources/…/${values.slug}`
      : articlePath({ category: values.category, slug: values.slug || 'slug' }, settings);
  const live =
    saved !== null && settings !== null && articlePublicationState(saved, new Date().toISOString()) === 'published';

  return (
    <form onSubmit={submit} noValidate>
      {unsaved.prompt}
      <AdminPage
        title={stored === null ? 'New article' : `Edit “${stored.title}”`}
        trail={TRAIL}
        actions={
          <Group gap="sm">
            {saved !== null && (
              <RecordHistoryButton
                path={`/api/admin/articles/${saved.id}`}
                noun="article"
                currentVersion={saved.version}
                dirty={dirty}
                onRestored={(restored) => accept(restored as unknown as Article, 'Restored')}
              />
            )}
            {live && (
              <Button component="a" href={articlePath(saved, settings)} variant="subtle">
                View on the site
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
              disabled={settings === null}
              onClick={() => settings !== null && setPreview(articlePreviewData(values, settings, agents))}
            >
              Preview
            </Button>
            <Button type="submit" loading={saving}>
              {values.status === 'draft' ? 'Save draft' : 'Save and publish'}
            </Button>
          </Group>
        }
      >
        {saved !== null && <RecordLiveBar kind="article" record={saved} label={saved.title} />}
        {draft.notice}
        <ArticleForm
          form={form}
          isNew={stored === null}
          settings={settings}
          agents={agents}
          agentsFailed={failed}
          path={path}
        />
      </AdminPage>
      <ArticlePreview data={preview} onClose={() => setPreview(null)} />
      <VersionConflictDialog conflict={conflict} noun="article" onResolve={store} onCancel={dismissConflict} />
    </form>
  );
}
