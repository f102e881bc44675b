'use client';

import {
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_TRANSLATED,
  type Blog,
  blogCreateSchema,
  shopUrlSchema,
  text,
} from '@farm/contract';
import { blogRoutes } from '@farm/contract/plain/routes/blog';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField, FormError, formStyles } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { TamilAreaField, type TranslatedLabel, TranslatedText } from '@/features/admin/form/tamil-field';
import { translationDefaults, translationsFormSchema } from '@/features/admin/form/translations-form';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { MediaField } from '@/features/admin/media/media-field';
import { PlainText } from '@/features/content/plain-text';
import { staffCall } from '@/lib/api/staff-client';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { zodResolver } from '@/lib/forms/zod-resolver';
import styles from './blog-form.module.css';
import { useBlogCategories } from './use-blog-categories';

/** `chooseCategory`: the words for a post saved without its category. */
const blogFormSchema = (chooseCategory: string) =>
  blogCreateSchema.extend({
    blogCategoryId: z.coerce.number<string>().int().positive(chooseCategory),
    excerpt: blankAsNull(text(BLOG_EXCERPT_MAX)),
    coverImageUrl: shopUrlSchema.nullable(),
    published: z.boolean(),
    translations: translationsFormSchema(BLOG_TRANSLATED, BLOG_CONTENT_MAX),
  });

/** Which Tamil name the Tamil text's twin shows (TamilAreaField's key): the post's text is `content`. */
const TEXT_KEY: TranslatedLabel = 'Text';

/**
 * A post is plain text (decision 0012): blank lines between paragraphs, "- " lists, "## " headings.
 * The preview renders it exactly as the blog page will: as text, never as HTML.
 */
export function BlogForm({ blog }: { blog: Blog | undefined }) {
  const t = useTranslations('adminContent.blogs.form');
  const labels = useTranslations('adminCommon.translated');
  const categories = useBlogCategories();
  const formSchema = useMemo(() => blogFormSchema(t('chooseCategory')), [t]);
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: blog?.title ?? '',
      blogCategoryId: blog ? String(blog.blogCategoryId) : '',
      content: blog?.content ?? '',
      excerpt: blog?.excerpt ?? '',
      coverImageUrl: blog?.coverImageUrl ?? null,
      published: blog?.published ?? true,
      translations: translationDefaults(BLOG_TRANSLATED, blog?.translations),
    },
  });
  const { register, formState, control, watch } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: [
      'title',
      'blogCategoryId',
      'content',
      'excerpt',
      'coverImageUrl',
      'published',
      'translations.ta.title',
      'translations.ta.content',
      'translations.ta.excerpt',
    ],
    send: (values) =>
      blog
        ? staffCall(blogRoutes.updateBlog, { params: { id: blog.id }, body: values })
        : staffCall(blogRoutes.createBlog, { body: values }),
    success: blog ? t('updated') : t('created'),
    goTo: '/admin/blogs',
  });
  const options = [
    { value: '', label: t('choose') },
    ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TranslatedText form={form} field="title" />
      {/* Controlled: the categories may arrive after the post (opened by link or reload). */}
      <Controller
        control={control}
        name="blogCategoryId"
        render={({ field }) => (
          <SelectField
            label={t('category')}
            options={options}
            error={formState.errors.blogCategoryId}
            {...field}
          />
        )}
      />
      <div className={styles.writing}>
        <TextAreaField
          label={labels('text.english')}
          rows={16}
          hint={t('textHint')}
          error={formState.errors.content}
          {...register('content')}
        />
        <section className={styles.preview} aria-label={t('preview')}>
          <h2 className={styles.previewTitle}>{t('preview')}</h2>
          <PlainText text={watch('content')} emptyText={t('previewEmpty')} />
        </section>
      </div>
      <div className={styles.writing}>
        <TamilAreaField
          label={TEXT_KEY}
          rows={16}
          english={watch('content')}
          tamil={watch('translations.ta.content')}
          error={formState.errors.translations?.ta?.content}
          {...register('translations.ta.content')}
        />
        <section className={styles.preview} aria-label={t('previewTamil')} lang="ta">
          <h2 className={styles.previewTitle}>{t('previewTamil')}</h2>
          <PlainText text={watch('translations.ta.content')} emptyText={t('previewTamilEmpty')} />
        </section>
      </div>
      <TranslatedText form={form} field="excerpt" area optional hint={t('excerptHint')} />
      <Controller
        control={control}
        name="coverImageUrl"
        render={({ field, fieldState }) => (
          <MediaField
            label={t('cover')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <CheckboxField label={t('published')} {...register('published')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : blog ? t('save') : t('create')}
      </button>
    </form>
  );
}
