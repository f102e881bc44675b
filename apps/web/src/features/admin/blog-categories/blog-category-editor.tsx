'use client';

import { BLOG_CATEGORY_TRANSLATED, type BlogCategory, blogCategoryCreateSchema, text } from '@farm/contract';
import { blogRoutes } from '@farm/contract/plain/routes/blog';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormError, formStyles } from '@/components/ui/form-fields';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { TranslatedText } from '@/features/admin/form/tamil-field';
import { translationDefaults, translationsFormSchema } from '@/features/admin/form/translations-form';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { zodResolver } from '@/lib/forms/zod-resolver';

const formSchema = blogCategoryCreateSchema.extend({
  description: blankAsNull(text(2000)),
  translations: translationsFormSchema(BLOG_CATEGORY_TRANSLATED, 2000),
});

/** `/admin/blog-categories/new` and `/admin/blog-categories/{id}`. */
export function BlogCategoryEditor({ id }: { id?: number | undefined }) {
  const t = useTranslations('adminContent.blogCategories.editor');
  return (
    <RecordEditor
      id={id}
      endpoint={blogRoutes.getBlogCategory}
      back={{ href: '/admin/blog-categories', label: t('back') }}
      what={t('what')}
      newTitle={t('newTitle')}
      titleOf={(c) => c.name}
      version={(c) => c.updatedAt}
      deletion={(c) => ({
        endpoint: blogRoutes.deleteBlogCategory,
        success: t('deleted'),
        input: { params: { id: c.id } },
        what: t('deleteWhat', { name: c.name }),
        consequence: t('consequence'),
      })}
    >
      {(category) => <BlogCategoryForm category={category} />}
    </RecordEditor>
  );
}

function BlogCategoryForm({ category }: { category: BlogCategory | undefined }) {
  const t = useTranslations('adminContent.blogCategories.form');
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      translations: translationDefaults(BLOG_CATEGORY_TRANSLATED, category?.translations),
    },
  });
  const { formState } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['name', 'description', 'translations.ta.name', 'translations.ta.description'],
    send: (values) =>
      category
        ? staffCall(blogRoutes.updateBlogCategory, { params: { id: category.id }, body: values })
        : staffCall(blogRoutes.createBlogCategory, { body: values }),
    success: category ? t('updated') : t('created'),
    goTo: '/admin/blog-categories',
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TranslatedText form={form} field="name" />
      <TranslatedText form={form} field="description" area optional />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : category ? t('save') : t('create')}
      </button>
    </form>
  );
}
