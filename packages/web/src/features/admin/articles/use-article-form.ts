import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { ValidationError, type Article } from '@app/domain';
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

  const save = async (values: ArticleFormValues) => {
    setSaving(true);
    try {
      const fields = articleFieldsFromForm(values);
      const article =
        saved === null
          ? await api.post<Article>('/api/admin/articles', fields)
          : await api.put<Article>(`/api/admin/articles/${saved.id}`, fields);
      setSaved(article);
      form.setValues(articleFormValues(article));
      form.resetDirty(articleFormValues(article));
      onSaved();
      notifySuccess(`Saved the article “${article.title}”.`);
      if (stored === null)
        await navigate({ to: '/admin/articles/$articleId', params: { articleId: article.id }, replace: true });
    } catch (error) {
      applyServerIssues(form, error);
      notifyFailure(error, FAILED);
    } finally {
      setSaving(false);
    }
  };

  const submit = form.onSubmit(
    (values) => void save(values),
    () => notifyFailure(new ValidationError([]), FAILED),
  );
  return { form, saving, saved, submit };
}
