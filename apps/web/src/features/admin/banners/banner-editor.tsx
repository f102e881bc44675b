'use client';

import {
  BANNER_TRANSLATED,
  BANNER_TYPES,
  type Banner,
  bannerCreateSchema,
  shopUrlSchema,
} from '@farm/contract';
import { bannerRoutes } from '@farm/contract/plain/routes/banner';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField, FormError, formStyles, SelectField, TextField } from '@/components/ui/form-fields';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { TranslatedText } from '@/features/admin/form/tamil-field';
import { translationDefaults, translationsFormSchema } from '@/features/admin/form/translations-form';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { MediaField } from '@/features/admin/media/media-field';
import { staffCall } from '@/lib/api/staff-client';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { FORM_SENTENCES } from '@/lib/forms/form-sentences';
import { BANNER_TYPE_LABELS } from './banner-list';

const formSchema = bannerCreateSchema.extend({
  mediaUrl: z.string().min(1, FORM_SENTENCES.uploadMedia).pipe(shopUrlSchema),
  linkUrl: blankAsNull(shopUrlSchema),
  position: z.coerce.number<string>().int().min(0).max(100_000),
  active: z.boolean(),
  translations: translationsFormSchema(BANNER_TRANSLATED, 240),
});

/**
 * What each type does on the shop (issue 14.14i): all three are slides of the one carousel at the top
 * of the home page, in this order of types; Position orders banners within their type.
 */
const BANNER_TYPE_HINTS: Record<Banner['type'], string> = {
  default:
    "A picture slide in the home page's carousel, shown before the image strip and video slides. The first one is also the picture when the home page is shared.",
  image:
    "A picture slide in the same home carousel, after the home carousel's own slides (it is not a separate strip).",
  video: 'A video slide in the same home carousel, after the picture slides; it plays while it is shown.',
};

/** `/admin/banners/new` and `/admin/banners/{id}`. */
export function BannerEditor({ id }: { id?: number | undefined }) {
  return (
    <RecordEditor
      id={id}
      endpoint={bannerRoutes.getBanner}
      back={{ href: '/admin/banners', label: 'Banners' }}
      what="banner"
      newTitle="New banner"
      titleOf={(b) => b.title}
      version={(b) => b.updatedAt}
      deletion={(b) => ({
        endpoint: bannerRoutes.deleteBanner,
        success: 'Delete Banner Successfully',
        input: { params: { id: b.id } },
        what: `the banner "${b.title}"`,
      })}
    >
      {(banner) => <BannerForm banner={banner} />}
    </RecordEditor>
  );
}

function BannerForm({ banner }: { banner: Banner | undefined }) {
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
    success: banner ? 'Update Banner Successfully' : 'Create Banner Successfully',
    goTo: '/admin/banners',
  });
  const type = watch('type');
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TranslatedText form={form} field="title" label="Title" />
      <SelectField
        label="Type"
        options={BANNER_TYPES.map((t) => ({ value: t, label: BANNER_TYPE_LABELS[t] }))}
        hint={BANNER_TYPE_HINTS[type]}
        error={formState.errors.type}
        {...register('type')}
      />
      <Controller
        control={control}
        name="mediaUrl"
        render={({ field, fieldState }) => (
          <MediaField
            label={type === 'video' ? 'Video (or its poster picture)' : 'Picture'}
            kind={type === 'video' ? 'video' : 'image'}
            value={field.value || null}
            onChange={(url) => field.onChange(url ?? '')}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label="Link"
        optional
        placeholder="/products?category=2"
        hint="Where a tap on the banner leads: a page of the shop (/…) or a web address."
        error={formState.errors.linkUrl}
        {...register('linkUrl')}
      />
      <TextField
        label="Position"
        type="number"
        inputMode="numeric"
        hint="Order among banners of the same type: lower numbers show first. The types keep their order (home carousel, then image strip, then video)."
        error={formState.errors.position}
        {...register('position')}
      />
      <CheckboxField label="Show on the shop" {...register('active')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : banner ? 'Save changes' : 'Create banner'}
      </button>
    </form>
  );
}
