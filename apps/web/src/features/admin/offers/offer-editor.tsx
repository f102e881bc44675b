'use client';

import type { Offer } from '@farm/contract';
import { offerRoutes } from '@farm/contract/plain/routes/offer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { CheckboxField, FormError, formStyles, SelectField, TextField } from '@/components/ui/form-fields';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { RUPEES_HINT } from '@/features/admin/form/rupees';
import { TranslatedText } from '@/features/admin/form/tamil-field';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { MediaField } from '@/features/admin/media/media-field';
import { staffCall } from '@/lib/api/staff-client';
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

const KIND_OPTIONS = [
  { value: 'percent', label: 'A percentage off' },
  { value: 'amount', label: 'An amount off each unit' },
  { value: 'none', label: 'No discount (only shown)' },
];

/** The one combining rule, said where staff set offers up (decision 0028). */
const COMBINING_RULE =
  'Each product gets the one running offer that takes the most off it; offers do not add up.';

/** `/admin/offers/new` and `/admin/offers/{id}`. */
export function OfferEditor({ id }: { id?: number | undefined }) {
  return (
    <RecordEditor
      id={id}
      endpoint={offerRoutes.getOffer}
      back={{ href: '/admin/offers', label: 'Offers' }}
      what="offer"
      newTitle="New offer"
      titleOf={(o) => o.title}
      version={(o) => o.updatedAt}
      deletion={(o) => ({
        endpoint: offerRoutes.deleteOffer,
        success: 'Delete Offer Successfully',
        input: { params: { id: o.id } },
        what: `the offer "${o.title}"`,
      })}
    >
      {(offer) => <OfferFormLoader offer={offer} />}
    </RecordEditor>
  );
}

/** An offer on products shows their codes: read them before the form starts. */
function OfferFormLoader({ offer }: { offer: Offer | undefined }) {
  const ids = offer?.productIds ?? [];
  const codes = useQuery({
    queryKey: ['admin', 'offer-product-codes', offer?.id, ids.join(',')],
    queryFn: () => productCodesOf(ids),
    enabled: ids.length > 0,
  });
  if (ids.length > 0 && codes.isPending)
    return <p className={formStyles.hint}>Loading the offer's products…</p>;
  return <OfferForm offer={offer} productCodes={codes.data ?? ''} />;
}

function OfferForm({ offer, productCodes }: { offer: Offer | undefined; productCodes: string }) {
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
    success: offer ? 'Update Offer Successfully' : 'Create Offer Successfully',
    goTo: '/admin/offers',
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TranslatedText form={form} field="title" label="Title" />
      <TranslatedText form={form} field="description" label="Description" area optional />
      <Controller
        control={control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <MediaField
            label="Picture"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <SelectField
        label="Discount"
        options={KIND_OPTIONS}
        hint={COMBINING_RULE}
        error={formState.errors.discountKind}
        {...register('discountKind')}
      />
      {kind === 'percent' && (
        <TextField
          label="Discount (%)"
          type="number"
          inputMode="numeric"
          error={formState.errors.discountPercent}
          {...register('discountPercent')}
        />
      )}
      {kind === 'amount' && (
        <TextField
          label="Amount off each unit (₹)"
          inputMode="decimal"
          hint={RUPEES_HINT}
          error={formState.errors.discountAmount}
          {...register('discountAmount')}
        />
      )}
      {kind !== 'none' && (
        <>
          <OfferTargetsField form={form} />
          <TextField
            label="Minimum order (₹)"
            optional
            inputMode="decimal"
            hint="The items at their list price must come to at least this."
            error={formState.errors.minOrderValue}
            {...register('minOrderValue')}
          />
          <CheckboxField label="First order only" {...register('firstOrderOnly')} />
        </>
      )}
      <TextField
        label="First day"
        optional
        type="date"
        error={formState.errors.startsOn}
        {...register('startsOn')}
      />
      <TextField
        label="Last day"
        optional
        type="date"
        error={formState.errors.endsOn}
        {...register('endsOn')}
      />
      <CheckboxField label="Switched on" {...register('active')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : offer ? 'Save changes' : 'Create offer'}
      </button>
    </form>
  );
}
