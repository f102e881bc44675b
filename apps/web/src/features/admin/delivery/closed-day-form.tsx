'use client';

import { translated } from '@farm/contract/plain/languages';
import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { indiaToday } from '@/lib/format';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useLanguage } from '@/lib/i18n/language-context';
import {
  CLOSED_DAY_DEFAULTS,
  type ClosedDayFormInput,
  type ClosedDayFormValues,
  closedDayFormSchema,
} from './closed-day-form-schema';
import { useDeliveryAreas } from './use-delivery-areas';

/** Closes a day for every area or one; the list below refreshes with it. */
export function ClosedDayForm() {
  const t = useTranslations('adminDelivery.closedDays');
  const language = useLanguage();
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
    success: t('closed'),
  });
  const options = [
    { value: '', label: t('everyArea') },
    ...(areas.data ?? []).map((a) => ({ value: String(a.id), label: translated(a, 'name', language) })),
  ];
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <TextField
        label={t('day')}
        type="date"
        min={indiaToday()}
        error={formState.errors.date}
        {...register('date')}
      />
      <SelectField
        label={t('area')}
        options={options}
        hint={areas.isError ? t('areasFailed') : undefined}
        error={formState.errors.areaId}
        {...register('areaId')}
      />
      <TextField
        label={t('reason')}
        optional
        hint={t('reasonHint')}
        error={formState.errors.reason}
        {...register('reason')}
      />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('closing') : t('closeTheDay')}
      </button>
    </form>
  );
}
