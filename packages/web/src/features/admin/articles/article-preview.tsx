import { Alert, Modal } from '@mantine/core';
import type { MouseEvent } from 'react';
import { ArticleView } from '../../articles/article-view.tsx';
import type { ArticlePageData } from '../../articles/load-article.ts';

interface ArticlePreviewProps {
  readonly data: ArticlePageData | null;
  readonly onClose: () => void;
}

/** Links stay in place in the preview, so leaving the editor by accident cannot lose the changes. */
function keepLinksInPlace(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a') !== null) event.preventDefault();
}

/** The article as its public page will show it, with the changes not yet saved. */
export function ArticlePreview({ data, onClose }: ArticlePreviewProps) {
  return (
    <Modal
      opened={data !== null}
      onClose={onClose}
      fullScreen
      title="Preview: the article as the site shows it"
      styles={{ body: { padding: 0 } }}
    >
      <Alert color="blue" variant="light" radius={0}>
        Unsaved changes included. Links are inactive in the preview.
      </Alert>
      {data !== null && (
        <div onClickCapture={keepLinksInPlace}>
          <ArticleView data={data} />
        </div>
      )}
    </Modal>
  );
}
