'use client';

import {
  CATEGORY_TRANSLATED,
  type Category,
  categoryCreateSchema,
  shopUrlSchema,
  text,
} from '@farm/contract';
import { categoryRoutes } from '@farm/contract/plain/routes/category';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { FormError, formStyles } from '@/components/ui/form-fields';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { TranslatedText } from '@/features/admin/form/tamil-field';
import { translationDefaults, translationsFormSchema } from '@/features/admin/form/translations-form';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { MediaField } from '@/features/admin/media/media-field';
import { staffCall } from '@/lib/api/staff-client';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { zodResolver } from '@/lib/forms/zod-resolver';

const categoryFormSchema = categoryCreateSchema.extend({
  description: blankAsNull(text(2000)),
  imageUrl: shopUrlSchema.nullable(),
  translations: translationsFormSchema(CATEGORY_TRANSLATED, 2000),
});

/** Create or edit a category: name and description in English and Tamil, picture. */
export function CategoryForm({ category }: { category?: Category | undefined }) {
  const t = useTranslations('adminCatalogue.categories.form');
  const form = useForm({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      imageUrl: category?.imageUrl ?? null,
      translations: translationDefaults(CATEGORY_TRANSLATED, category?.translations),
    },
  });
  const { formState, control } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['name', 'description', 'imageUrl', 'translations.ta.name', 'translations.ta.description'],
    send: (values) =>
      category
        ? staffCall(categoryRoutes.updateCategory, { params: { id: category.id }, body: values })
        : staffCall(categoryRoutes.createCategory, { body: values }),
    success: category ? t('updated') : t('created'),
    goTo: '/admin/categories',
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TranslatedText form={form} field="name" />
      <TranslatedText form={form} field="description" area optional />
      <Controller
        control={control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <MediaField
            label={t('picture')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : category ? t('save') : t('create')}
      </button>
    </form>
  );
}
