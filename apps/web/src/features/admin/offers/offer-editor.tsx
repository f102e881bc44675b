'use client';

import type { Offer } from '@farm/contract';
import { offerRoutes } from '@farm/contract/plain/routes/offer';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { CheckboxField, FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { TranslatedText } from '@/features/admin/form/tamil-field';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { MediaField } from '@/features/admin/media/media-field';
import { staffCall } from '@/lib/api/staff-client';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { dayEnd, dayStart } from './offer-dates';
import {
  type OfferFormInput,
  type OfferFormValues,
  offerFormDefaults,
  offerFormSchema,
  toOfferBody,
} from './offer-form-schema';
import { OfferTargetsField } from './offer-targets-field';
import { productCodesOf, productIdsOf, splitCodes } from './product-codes';

const KINDS = ['percent', 'amount', 'none'] as const;

/** `/admin/offers/new` and `/admin/offers/{id}`. */
export function OfferEditor({ id }: { id?: number | undefined }) {
  const t = useTranslations('adminContent.offers.editor');
  return (
    <RecordEditor
      id={id}
      endpoint={offerRoutes.getOffer}
      back={{ href: '/admin/offers', label: t('back') }}
      what={t('what')}
      newTitle={t('newTitle')}
      titleOf={(o) => o.title}
      version={(o) => o.updatedAt}
      deletion={(o) => ({
        endpoint: offerRoutes.deleteOffer,
        success: t('deleted'),
        input: { params: { id: o.id } },
        what: t('deleteWhat', { title: o.title }),
      })}
    >
      {(offer) => <OfferFormLoader offer={offer} />}
    </RecordEditor>
  );
}

/** An offer on products shows their codes: read them before the form starts. */
function OfferFormLoader({ offer }: { offer: Offer | undefined }) {
  const t = useTranslations('adminContent.offers.editor');
  const ids = offer?.productIds ?? [];
  const codes = useQuery({
    queryKey: ['admin', 'offer-product-codes', offer?.id, ids.join(',')],
    queryFn: () => productCodesOf(ids),
    enabled: ids.length > 0,
  });
  if (ids.length > 0 && codes.isPending) return <p className={formStyles.hint}>{t('loadingProducts')}</p>;
  return <OfferForm offer={offer} productCodes={codes.data ?? ''} />;
}

function OfferForm({ offer, productCodes }: { offer: Offer | undefined; productCodes: string }) {
  const t = useTranslations('adminContent.offers.form');
  const form = useForm<OfferFormInput, unknown, OfferFormValues>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: offerFormDefaults(offer, productCodes),
  });
  const { register, formState, control, watch } = form;
  const kind = watch('discountKind');
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: [
      'title',
      'description',
      'imageUrl',
      'discountKind',
      'discountPercent',
      'discountAmount',
      'appliesTo',
      'categoryIds',
      'productCodes',
      'minOrderValue',
      'firstOrderOnly',
      'startsOn',
      'endsOn',
      'active',
      'translations.ta.title',
      'translations.ta.description',
    ],
    aliases: { startsAt: 'startsOn', endsAt: 'endsOn', productIds: 'productCodes' },
    send: async (values) => {
      const discountsProducts = values.discountKind !== 'none' && values.appliesTo === 'products';
      const productIds = discountsProducts ? await productIdsOf(splitCodes(values.productCodes)) : [];
      const body = toOfferBody(values, productIds, {
        startsAt: dayStart(values.startsOn),
        endsAt: dayEnd(values.endsOn),
      });
      return offer
        ? staffCall(offerRoutes.updateOffer, { params: { id: offer.id }, body })
        : staffCall(offerRoutes.createOffer, { body });
    },
    success: offer ? t('updated') : t('created'),
    goTo: '/admin/offers',
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TranslatedText form={form} field="title" />
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
      <SelectField
        label={t('discount')}
        options={KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        hint={t('combiningRule')}
        error={formState.errors.discountKind}
        {...register('discountKind')}
      />
      {kind === 'percent' && (
        <TextField
          label={t('percent')}
          type="number"
          inputMode="numeric"
          error={formState.errors.discountPercent}
          {...register('discountPercent')}
        />
      )}
      {kind === 'amount' && (
        <TextField
          label={t('amount')}
          inputMode="decimal"
          hint={t('rupeesHint')}
          error={formState.errors.discountAmount}
          {...register('discountAmount')}
        />
      )}
      {kind !== 'none' && (
        <>
          <OfferTargetsField form={form} />
          <TextField
            label={t('minOrder')}
            optional
            inputMode="decimal"
            hint={t('minOrderHint')}
            error={formState.errors.minOrderValue}
            {...register('minOrderValue')}
          />
          <CheckboxField label={t('firstOrderOnly')} {...register('firstOrderOnly')} />
        </>
      )}
      <TextField
        label={t('firstDay')}
        optional
        type="date"
        error={formState.errors.startsOn}
        {...register('startsOn')}
      />
      <TextField
        label={t('lastDay')}
        optional
        type="date"
        error={formState.errors.endsOn}
        {...register('endsOn')}
      />
      <CheckboxField label={t('switchedOn')} {...register('active')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : offer ? t('save') : t('create')}
      </button>
    </form>
  );
}
