'use client';

import type { Coupon } from '@farm/contract';
import { couponRoutes } from '@farm/contract/plain/routes/coupon';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CheckboxField, FormError, formStyles, SelectField, TextField } from '@/components/ui/form-fields';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { RUPEES_HINT } from '@/features/admin/form/rupees';
import { TranslatedText } from '@/features/admin/form/tamil-field';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import {
  type CouponFormInput,
  type CouponFormValues,
  couponFormDefaults,
  couponFormSchema,
  toCouponBody,
} from './coupon-form-schema';

const KIND_OPTIONS = [
  { value: 'percent', label: 'A percentage off the order' },
  { value: 'amount', label: 'An amount off the order' },
];

/** How a coupon meets the offers, said where staff set coupons up (decision 0030). */
const COMBINING_RULE =
  'Each product gets its best running offer; then at most one coupon per order takes its discount off the items after offers. A coupon never changes the delivery fee.';

const NO_LIMIT = 'Empty: no limit. A cancelled order gives its use back.';

/** `/admin/coupons/new` and `/admin/coupons/{id}`. */
export function CouponEditor({ id }: { id?: number | undefined }) {
  return (
    <RecordEditor
      id={id}
      endpoint={couponRoutes.getCoupon}
      back={{ href: '/admin/coupons', label: 'Coupons' }}
      what="coupon"
      newTitle="New coupon"
      titleOf={(c) => c.code}
      version={(c) => c.updatedAt}
      deletion={(c) => ({
        endpoint: couponRoutes.deleteCoupon,
        input: { params: { id: c.id } },
        what: `the coupon ${c.code}`,
        consequence: 'Orders that used it keep its code and discount. This cannot be undone.',
        success: 'Coupon deleted',
      })}
    >
      {(coupon) => <CouponForm coupon={coupon} />}
    </RecordEditor>
  );
}

function CouponForm({ coupon }: { coupon: Coupon | undefined }) {
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
    success: coupon ? 'Coupon updated' : 'Coupon created',
    goTo: '/admin/coupons',
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={formState.isDirty} />
      <FormError message={formError} />
      <TextField
        label="Code"
        hint="3 to 20 letters, digits, - or _; customers may type it in any case."
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        error={errors.code}
        {...register('code')}
      />
      <TranslatedText
        form={form}
        field="description"
        label="Description"
        area
        optional
        hint="What customers read beside the code, e.g. ₹50 off your first order."
      />
      <SelectField
        label="Discount kind"
        options={KIND_OPTIONS}
        hint={COMBINING_RULE}
        error={errors.discountKind}
        {...register('discountKind')}
      />
      {percent ? (
        <>
          <TextField
            label="Percentage (%)"
            type="number"
            inputMode="numeric"
            error={errors.discountPercent}
            {...register('discountPercent')}
          />
          <TextField
            label="Cap (₹)"
            optional
            inputMode="decimal"
            hint="The most it takes off one order, e.g. 100 for “20% off up to ₹100”. Empty: no cap."
            error={errors.maxDiscount}
            {...register('maxDiscount')}
          />
        </>
      ) : (
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          hint={`Taken off the items after offers; ${RUPEES_HINT}.`}
          error={errors.discountAmount}
          {...register('discountAmount')}
        />
      )}
      <TextField
        label="Minimum order (₹)"
        optional
        inputMode="decimal"
        hint="The items at their list price must come to at least this."
        error={errors.minOrderValue}
        {...register('minOrderValue')}
      />
      <CheckboxField label="First order only" {...register('firstOrderOnly')} />
      <TextField
        label="Uses in all"
        optional
        type="number"
        inputMode="numeric"
        hint={`How many orders may use it. ${NO_LIMIT}`}
        error={errors.usageLimit}
        {...register('usageLimit')}
      />
      <TextField
        label="Uses per customer"
        optional
        type="number"
        inputMode="numeric"
        hint={`How many orders one customer may use it on. ${NO_LIMIT}`}
        error={errors.perCustomerLimit}
        {...register('perCustomerLimit')}
      />
      <TextField
        label="Starts"
        optional
        type="date"
        hint="From the start of this day, India time."
        error={errors.startsOn}
        {...register('startsOn')}
      />
      <TextField
        label="Ends"
        optional
        type="date"
        hint="To the end of this day, India time."
        error={errors.endsOn}
        {...register('endsOn')}
      />
      <CheckboxField label="Active" {...register('active')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : coupon ? 'Save changes' : 'Create coupon'}
      </button>
    </form>
  );
}
