'use client';

import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormError, formStyles, SelectField, TextField } from '@/components/ui/form-fields';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { indiaToday } from '@/lib/format';
import {
  CLOSED_DAY_DEFAULTS,
  type ClosedDayFormInput,
  type ClosedDayFormValues,
  closedDayFormSchema,
} from './closed-day-form-schema';
import { useDeliveryAreas } from './use-delivery-areas';

/** Closes a day for every area or one; the list below refreshes with it. */
export function ClosedDayForm() {
  const areas = useDeliveryAreas();
  const form = useForm<ClosedDayFormInput, unknown, ClosedDayFormValues>({
    resolver: zodResolver(closedDayFormSchema),
    defaultValues: CLOSED_DAY_DEFAULTS,
  });
  const { register, formState } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['date', 'areaId', 'reason'],
    send: async (body) => {
      const answer = await staffCall(deliveryRoutes.createDeliveryClosure, { body });
      // Closed: the form is ready for the next day.
      form.reset(CLOSED_DAY_DEFAULTS);
      return answer;
    },
    success: 'Day closed for delivery',
  });
  const options = [
    { value: '', label: 'Every area' },
    ...(areas.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
  ];
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <TextField
        label="Day"
        type="date"
        min={indiaToday()}
        error={formState.errors.date}
        {...register('date')}
      />
      <SelectField
        label="Area"
        options={options}
        hint={areas.isError ? 'The areas could not be loaded: only every area can be chosen.' : undefined}
        error={formState.errors.areaId}
        {...register('areaId')}
      />
      <TextField
        label="Reason"
        optional
        hint="For the staff, e.g. Pongal"
        error={formState.errors.reason}
        {...register('reason')}
      />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Closing…' : 'Close the day'}
      </button>
    </form>
  );
}
