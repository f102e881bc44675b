'use client';

import {
  BANNER_TRANSLATED,
  BANNER_TYPES,
  type Banner,
  bannerCreateSchema,
  shopUrlSchema,
} from '@farm/contract';
import { bannerRoutes } from '@farm/contract/plain/routes/banner';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField, FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { TranslatedText } from '@/features/admin/form/tamil-field';
import { translationDefaults, translationsFormSchema } from '@/features/admin/form/translations-form';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { MediaField } from '@/features/admin/media/media-field';
import { staffCall } from '@/lib/api/staff-client';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { zodResolver } from '@/lib/forms/zod-resolver';

/** `mediaRequired`: the words for a banner saved without its picture or video. */
const bannerFormSchema = (mediaRequired: string) =>
  bannerCreateSchema.extend({
    mediaUrl: z.string().min(1, mediaRequired).pipe(shopUrlSchema),
    linkUrl: blankAsNull(shopUrlSchema),
    position: z.coerce.number<string>().int().min(0).max(100_000),
    active: z.boolean(),
    translations: translationsFormSchema(BANNER_TRANSLATED, 240),
  });

/** `/admin/banners/new` and `/admin/banners/{id}`. */
export function BannerEditor({ id }: { id?: number | undefined }) {
  const t = useTranslations('adminContent.banners.editor');
  return (
    <RecordEditor
      id={id}
      endpoint={bannerRoutes.getBanner}
      back={{ href: '/admin/banners', label: t('back') }}
      what={t('what')}
      newTitle={t('newTitle')}
      titleOf={(b) => b.title}
      version={(b) => b.updatedAt}
      deletion={(b) => ({
        endpoint: bannerRoutes.deleteBanner,
        success: t('deleted'),
        input: { params: { id: b.id } },
        what: t('deleteWhat', { title: b.title }),
      })}
    >
      {(banner) => <BannerForm banner={banner} />}
    </RecordEditor>
  );
}

/**
 * The form; each type's hint says what it does on the shop (issue 14.14i): all three are slides of
 * the one carousel at the top of the home page, in this order of types; Position orders banners
 * within their type.
 */
function BannerForm({ banner }: { banner: Banner | undefined }) {
  const t = useTranslations('adminContent.banners.form');
  const types = useTranslations('adminContent.banners.types');
  const formSchema = useMemo(() => bannerFormSchema(t('mediaRequired')), [t]);
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: banner?.title ?? '',
      type: banner?.type ?? 'default',
      mediaUrl: banner?.mediaUrl ?? '',
      linkUrl: banner?.linkUrl ?? '',
      position: String(banner?.position ?? 0),
      active: banner?.active ?? true,
      translations: translationDefaults(BANNER_TRANSLATED, banner?.translations),
    },
  });
  const { register, formState, control, watch } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['title', 'type', 'mediaUrl', 'linkUrl', 'position', 'active', 'translations.ta.title'],
    send: (values) =>
      banner
        ? staffCall(bannerRoutes.updateBanner, { params: { id: banner.id }, body: values })
        : staffCall(bannerRoutes.createBanner, { body: values }),
    success: banner ? t('updated') : t('created'),
    goTo: '/admin/banners',
  });
  const type = watch('type');
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TranslatedText form={form} field="title" />
      <SelectField
        label={t('type')}
        options={BANNER_TYPES.map((value) => ({ value, label: types(value) }))}
        hint={t(`typeHints.${type}`)}
        error={formState.errors.type}
        {...register('type')}
      />
      <Controller
        control={control}
        name="mediaUrl"
        render={({ field, fieldState }) => (
          <MediaField
            label={type === 'video' ? t('video') : t('picture')}
            kind={type === 'video' ? 'video' : 'image'}
            value={field.value || null}
            onChange={(url) => field.onChange(url ?? '')}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label={t('link')}
        optional
        placeholder={t('linkExample')}
        hint={t('linkHint')}
        error={formState.errors.linkUrl}
        {...register('linkUrl')}
      />
      <TextField
        label={t('position')}
        type="number"
        inputMode="numeric"
        hint={t('positionHint')}
        error={formState.errors.position}
        {...register('position')}
      />
      <CheckboxField label={t('active')} {...register('active')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : banner ? t('save') : t('create')}
      </button>
    </form>
  );
}
