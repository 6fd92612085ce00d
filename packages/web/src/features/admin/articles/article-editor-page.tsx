import { Alert, Button, Center, Loader } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import type { Article } from '@app/domain';
import { AdminPage } from '../kit/admin-page.tsx';
import { failureMessage } from '../kit/notify.ts';
import { useAdminRecord } from '../editorial/use-admin-record.ts';
import { ArticleEditor } from './article-editor.tsx';

const TRAIL = [{ label: 'Articles', to: '/admin/articles' }];

/** `/admin/articles/new` and `/admin/articles/{id}`: write or change an article. */
export default function ArticleEditorPage() {
  const { articleId } = useParams({ strict: false });
  const { record, loading, error } = useAdminRecord<Article>('articles', articleId);
  if (articleId === undefined) return <ArticleEditor stored={null} />;
  if (record !== null) return <ArticleEditor key={record.id} stored={record} />;
  return (
    <AdminPage title={loading ? 'Loading the article…' : 'Article not available'} trail={TRAIL}>
      {loading ? (
        <Center py="xl">
          <Loader aria-label="Loading the article" />
        </Center>
      ) : (
        <Alert color="red" title="The article could not be loaded" role="alert">
          {failureMessage(error, 'Try again in a moment.')}{' '}
          <Button component={Link} to="/admin/articles" variant="subtle" size="compact-sm">
            Back to the articles
          </Button>
        </Alert>
      )}
    </AdminPage>
  );
}
