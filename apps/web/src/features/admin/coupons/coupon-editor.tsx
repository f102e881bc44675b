'use client';

import type { Coupon } from '@farm/contract';
import { couponRoutes } from '@farm/contract/plain/routes/coupon';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { CheckboxField, FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { TranslatedText } from '@/features/admin/form/tamil-field';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { zodResolver } from '@/lib/forms/zod-resolver';
import {
  type CouponFormInput,
  type CouponFormValues,
  couponFormDefaults,
  couponFormSchema,
  toCouponBody,
} from './coupon-form-schema';

const KINDS = ['percent', 'amount'] as const;

/** `/admin/coupons/new` and `/admin/coupons/{id}`. */
export function CouponEditor({ id }: { id?: number | undefined }) {
  const t = useTranslations('adminContent.coupons.editor');
  return (
    <RecordEditor
      id={id}
      endpoint={couponRoutes.getCoupon}
      back={{ href: '/admin/coupons', label: t('back') }}
      what={t('what')}
      newTitle={t('newTitle')}
      titleOf={(c) => c.code}
      version={(c) => c.updatedAt}
      deletion={(c) => ({
        endpoint: couponRoutes.deleteCoupon,
        input: { params: { id: c.id } },
        what: t('deleteWhat', { code: c.code }),
        consequence: t('consequence'),
        success: t('deleted'),
      })}
    >
      {(coupon) => <CouponForm coupon={coupon} />}
    </RecordEditor>
  );
}

/** The form; the kind's hint says how a coupon meets the offers, where staff set coupons up (decision 0030). */
function CouponForm({ coupon }: { coupon: Coupon | undefined }) {
  const t = useTranslations('adminContent.coupons.form');
  const form = useForm<CouponFormInput, unknown, CouponFormValues>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: couponFormDefaults(coupon),
  });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const percent = watch('discountKind') === 'percent';
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: [
      'code',
      'description',
      'discountKind',
      'discountPercent',
      'discountAmount',
      'maxDiscount',
      'minOrderValue',
      'firstOrderOnly',
      'usageLimit',
      'perCustomerLimit',
      'startsOn',
      'endsOn',
      'active',
      'translations.ta.description',
    ],
    aliases: { startsAt: 'startsOn', endsAt: 'endsOn' },
    send: (values) => {
      const body = toCouponBody(values);
      return coupon
        ? staffCall(couponRoutes.updateCoupon, { params: { id: coupon.id }, body })
        : staffCall(couponRoutes.createCoupon, { body });
    },
    success: coupon ? t('updated') : t('created'),
    goTo: '/admin/coupons',
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TextField
        label={t('code')}
        hint={t('codeHint')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        error={errors.code}
        {...register('code')}
      />
      <TranslatedText form={form} field="description" area optional hint={t('descriptionHint')} />
      <SelectField
        label={t('kind')}
        options={KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        hint={t('combiningRule')}
        error={errors.discountKind}
        {...register('discountKind')}
      />
      {percent ? (
        <>
          <TextField
            label={t('percent')}
            type="number"
            inputMode="numeric"
            error={errors.discountPercent}
            {...register('discountPercent')}
          />
          <TextField
            label={t('cap')}
            optional
            inputMode="decimal"
            hint={t('capHint')}
            error={errors.maxDiscount}
            {...register('maxDiscount')}
          />
        </>
      ) : (
        <TextField
          label={t('amount')}
          inputMode="decimal"
          hint={t('amountHint')}
          error={errors.discountAmount}
          {...register('discountAmount')}
        />
      )}
      <TextField
        label={t('minOrder')}
        optional
        inputMode="decimal"
        hint={t('minOrderHint')}
        error={errors.minOrderValue}
        {...register('minOrderValue')}
      />
      <CheckboxField label={t('firstOrderOnly')} {...register('firstOrderOnly')} />
      <TextField
        label={t('usesInAll')}
        optional
        type="number"
        inputMode="numeric"
        hint={t('usesInAllHint')}
        error={errors.usageLimit}
        {...register('usageLimit')}
      />
      <TextField
        label={t('usesPerCustomer')}
        optional
        type="number"
        inputMode="numeric"
        hint={t('usesPerCustomerHint')}
        error={errors.perCustomerLimit}
        {...register('perCustomerLimit')}
      />
      <TextField
        label={t('starts')}
        optional
        type="date"
        hint={t('startsHint')}
        error={errors.startsOn}
        {...register('startsOn')}
      />
      <TextField
        label={t('ends')}
        optional
        type="date"
        hint={t('endsHint')}
        error={errors.endsOn}
        {...register('endsOn')}
      />
      <CheckboxField label={t('active')} {...register('active')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : coupon ? t('save') : t('create')}
      </button>
    </form>
  );
}
