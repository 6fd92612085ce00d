import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { ValidationError, type Article, type RecordSnapshot } from '@app/domain';
import { conflictOf, editableFields, type PendingConflict } from '../history/version-conflict.tsx';
import { useState } from 'react';
import { useAdminApi } from '../kit/admin-http.ts';
import { applyServerIssues, validateWith } from '../kit/form-errors.ts';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';
import {
  articleFieldsFromForm,
  articleFormIssues,
  articleFormValues,
  type ArticleFormValues,
} from './article-form-values.ts';

const FAILED = 'The article was not saved';

/**
 * The article editor's form, filled from the stored article (none for a new one): checked with
 * the domain's rules before sending, saved by create or update; the server's field messages land
 * next to their fields and what was typed stays. A new article, once created, continues at its
 * own address.
 */
export function useArticleForm(stored: Article | null, onSaved: () => void = () => undefined) {
  const api = useAdminApi();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Article | null>(stored);
  const form = useForm<ArticleFormValues>({
    initialValues: articleFormValues(stored),
    validate: validateWith(articleFormIssues),
  });

  const [conflict, setConflict] = useState<PendingConflict | null>(null);

  /** Shows a stored article in the form (after a save or a restore). */
  const accept = (article: Article, verb: string) => {
    setSaved(article);
    setConflict(null);
    form.setValues(articleFormValues(article));
    form.resetDirty(articleFormValues(article));
    onSaved();
    notifySuccess(`${verb} the article “${article.title}”.`);
  };

  /** Creates, or saves based on `baseVersion`; a conflict opens the merge dialog, anything else is shown. */
  const store = async (fields: RecordSnapshot, baseVersion: number | null) => {
    setSaving(true);
    try {
      const article =
        saved === null || baseVersion === null
          ? await api.post<Article>('/api/admin/articles', fields)
          : await api.put<Article>(`/api/admin/articles/${saved.id}`, { ...fields, baseVersion });
      accept(article, 'Saved');
      if (stored === null)
        await navigate({ to: '/admin/articles/$articleId', params: { articleId: article.id }, replace: true });
    } catch (error) {
      const pending = conflictOf(error, conflict?.theirs ?? (saved === null ? {} : editableFields(saved)), fields);
      if (pending !== null) setConflict(pending);
      else {
        applyServerIssues(form, error);
        notifyFailure(error, FAILED);
      }
    } finally {
      setSaving(false);
    }
  };

  const submit = form.onSubmit(
    (values) => void store(articleFieldsFromForm(values), saved?.version ?? null),
    () => notifyFailure(new ValidationError([]), FAILED),
  );
  return { form, saving, saved, submit, conflict, store, accept, dismissConflict: () => setConflict(null) };
}
