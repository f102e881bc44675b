'use client';

import { type Offer, shopUrlSchema, text } from '@farm/contract';
import { offerRoutes } from '@farm/contract/plain/routes/offer';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField, FormError, formStyles, TextAreaField, TextField } from '@/components/ui/form-fields';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { MediaField } from '@/features/admin/media/media-field';
import { staffCall } from '@/lib/api/staff-client';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { dayEnd, dayStart, indiaDate } from './offer-dates';

const dateSchema = blankAsNull(z.iso.date({ error: 'must be a date' }));

const formSchema = z
  .object({
    title: text(120),
    description: blankAsNull(text(2000)),
    imageUrl: shopUrlSchema.nullable(),
    discountPercent: blankAsNull(z.coerce.number<string>().int('must be a whole number').min(1).max(100)),
    startsOn: dateSchema,
    endsOn: dateSchema,
    active: z.boolean(),
  })
  .refine((v) => !v.startsOn || !v.endsOn || v.endsOn >= v.startsOn, {
    path: ['endsOn'],
    message: 'must not be before the first day',
  });

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
        input: { params: { id: o.id } },
        what: `the offer "${o.title}"`,
      })}
    >
      {(offer) => <OfferForm offer={offer} />}
    </RecordEditor>
  );
}

function OfferForm({ offer }: { offer: Offer | undefined }) {
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: offer?.title ?? '',
      description: offer?.description ?? '',
      imageUrl: offer?.imageUrl ?? null,
      discountPercent: offer?.discountPercent ? String(offer.discountPercent) : '',
      startsOn: indiaDate(offer?.startsAt),
      endsOn: indiaDate(offer?.endsAt),
      active: offer?.active ?? true,
    },
  });
  const { register, formState, control } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['title', 'description', 'imageUrl', 'discountPercent', 'startsOn', 'endsOn', 'active'],
    aliases: { startsAt: 'startsOn', endsAt: 'endsOn' },
    send: ({ startsOn, endsOn, ...values }) => {
      const body = { ...values, startsAt: dayStart(startsOn), endsAt: dayEnd(endsOn) };
      return offer
        ? staffCall(offerRoutes.updateOffer, { params: { id: offer.id }, body })
        : staffCall(offerRoutes.createOffer, { body });
    },
    success: offer ? 'Offer updated successfully' : 'Create Offer Successfully',
    goTo: '/admin/offers',
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TextField label="Title" error={formState.errors.title} {...register('title')} />
      <TextAreaField
        label="Description"
        optional
        error={formState.errors.description}
        {...register('description')}
      />
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
      <TextField
        label="Discount (%)"
        optional
        type="number"
        inputMode="numeric"
        error={formState.errors.discountPercent}
        {...register('discountPercent')}
      />
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
