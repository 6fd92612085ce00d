import { Anchor, Button, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { articleCategoryLabel, articlePath, articlePublicationState, type Article } from '@app/domain';
import { AdminListTable, type AdminColumn } from '../kit/admin-list-table.tsx';
import { useAdminApi } from '../kit/admin-http.ts';
import { AdminPage } from '../kit/admin-page.tsx';
import { ConfirmDeleteButton } from '../kit/confirm-delete.tsx';
import { useSelection } from '../kit/use-selection.ts';
import { ContentBulkBar } from '../content/content-bulk-bar.tsx';
import { loadAdminList, type AdminListSpec } from '../kit/admin-list.ts';
import { useAdminPageData, type AdminPageLoader } from '../kit/admin-page-data.ts';
import { useRouteAdminList } from '../kit/use-route-admin-list.ts';
import { formatFloridaDateTime } from '../editorial/florida-time.ts';
import { LiveStatusBadge } from '../status/live-status-badge.tsx';
import { useSiteSettings } from '../editorial/use-site-settings.ts';
import { categoryOptions, STATUS_OPTIONS } from './article-labels.ts';

const ARTICLES: AdminListSpec = { path: '/api/admin/articles', sort: 'publishedAt', direction: 'desc' };

/** The articles' bulk actions: Delete to the Trash (an article has a status, not an on/off switch, so no Hide/Show). */
const ARTICLE_BULK = {
  area: 'articles',
  noun: { one: 'article', many: 'articles' },
  label: (article: Article) => `“${article.title}”`,
} as const;

/** The route's loader: the page of articles the address asks for. */
export const loadPage = (async ({ api, search }) => ({
  list: await loadAdminList<Article>(api, ARTICLES, search),
})) satisfies AdminPageLoader<unknown>;

/** `/admin/articles`: every article with search, category and status filters, order and pages. */
export default function ArticlesPage() {
  const api = useAdminApi();
  const settings = useSiteSettings();
  const list = useRouteAdminList(ARTICLES, useAdminPageData<typeof loadPage>().list);
  const records = list.data?.items ?? [];
  const selection = useSelection(records.map((article) => article.id));
  const now = new Date().toISOString();
  const columns: AdminColumn<Article>[] = [
    {
      key: 'title',
      header: 'Title',
      sortable: true,
      render: (article) => (
        <Stack gap={0}>
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/admin/articles/$articleId" params={{ articleId: article.id }} />
            )}
            fw={600}
          >
            {article.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {settings === null ? article.slug : articlePath(article, settings)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'category',
      header: 'Category',
      sortable: true,
      render: (article) => articleCategoryLabel(article.category, settings?.teamName ?? 'Team'),
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (article) => <LiveStatusBadge kind="article" record={article} />,
    },
    {
      key: 'publishedAt',
      header: 'Publish date',
      sortable: true,
      render: (article) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatFloridaDateTime(article.publishedAt)}
        </Text>
      ),
    },
  ];

  return (
    <AdminPage
      title="Articles"
      description="The resource articles: write drafts, publish now or at a set time, preview them as the site shows them."
      actions={
        <Button component={Link} to="/admin/articles/new" leftSection={<IconPlus size={16} aria-hidden />}>
          New article
        </Button>
      }
    >
      <ContentBulkBar admin={ARTICLE_BULK} records={records} selection={selection} onDone={list.reload} />
      <AdminListTable
        list={list}
        selection={selection}
        rowLabel={(article) => `the article “${article.title}”`}
        columns={columns}
        rowKey={(article) => article.id}
        searchLabel="Search articles"
        noun="articles"
        nounOne="article"
        filters={
          <>
            <Select
              label="Category"
              placeholder="All categories"
              data={categoryOptions(settings)}
              clearable
              value={list.query.filters.category ?? null}
              onChange={(value) => list.setFilter('category', value ?? undefined)}
            />
            <Select
              label="Status"
              placeholder="Any status"
              data={STATUS_OPTIONS}
              clearable
              value={list.query.filters.status ?? null}
              onChange={(value) => list.setFilter('status', value ?? undefined)}
            />
          </>
        }
        actions={(article) => (
          <>
            <Button
              size="xs"
              variant="light"
              renderRoot={(props) => (
                <Link {...props} to="/admin/articles/$articleId" params={{ articleId: article.id }} />
              )}
              aria-label={`Edit ${article.title}`}
            >
              Edit
            </Button>
            {settings !== null && articlePublicationState(article, now) === 'published' && (
              <Button
                size="xs"
                variant="subtle"
                component="a"
                href={articlePath(article, settings)}
                aria-label={`View ${article.title} on the site`}
              >
                View
              </Button>
            )}
            <ConfirmDeleteButton
              itemLabel={`the article “${article.title}”`}
              failureMessage="Failed to delete the article"
              consequence="It goes to the Trash, where it can be restored for 30 days."
              doneMessage={`Moved the article “${article.title}” to the Trash.`}
              onConfirm={async () => {
                await api.del(`/api/admin/articles/${article.id}`);
                list.reload();
              }}
            />
          </>
        )}
      />
    </AdminPage>
  );
}
