import { Alert, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Article } from '@app/domain';
import { AdminPage } from '../kit/admin-page.tsx';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { failureMessage } from '../kit/notify.ts';
import { loadAdminRecord } from '../editorial/load-admin-record.ts';
import { loadAgents } from '../editorial/load-agents.ts';
import { ArticleEditor } from './article-editor.tsx';

const TRAIL = [{ label: 'Articles', to: '/admin/articles' }];

/** The route's loader: the article the address names (none at `/admin/articles/new`) and the agents to choose its
 * author from. */
export const loadPage = (async ({ api, params }) => {
  const { articleId } = params;
  const [stored, team] = await Promise.all([
    articleId === undefined ? null : loadAdminRecord<Article>(api, 'articles', articleId),
    loadAgents(api),
  ]);
  return { stored, team };
}) satisfies AdminPageLoader<unknown>;

/** `/admin/articles/new` and `/admin/articles/{id}`: write or change an article. */
export default function ArticleEditorPage() {
  const { stored, team } = useAdminPageData<typeof loadPage>();
  if (stored === null) return <ArticleEditor stored={null} team={team} />;
  if (stored.record !== null) return <ArticleEditor key={stored.record.id} stored={stored.record} team={team} />;
  return (
    <AdminPage title="Article not available" trail={TRAIL}>
      <Alert color="red" title="The article could not be loaded" role="alert">
        {failureMessage(stored.error, 'Try again in a moment.')}{' '}
        <Button component={Link} to="/admin/articles" variant="subtle" size="compact-sm">
          Back to the articles
        </Button>
      </Alert>
    </AdminPage>
  );
}
