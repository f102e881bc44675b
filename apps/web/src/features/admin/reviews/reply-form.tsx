'use client';

import { text } from '@farm/contract';
import { reviewRoutes } from '@farm/contract/plain/routes/review';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles } from '@/components/ui/form-fields';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useAdminSubmit } from '@/features/admin/form/use-admin-submit';
import { staffCall } from '@/lib/api/staff-client';
import { zodResolver } from '@/lib/forms/zod-resolver';

const replySchema = z.object({ message: text(2000) });

/** Answers a review in public: `POST /review/reply?id&message` ('Reply added successfully'). */
export function ReplyForm({ reviewId }: { reviewId: number }) {
  const t = useTranslations('adminCatalogue.reviews.reply');
  const form = useForm({ resolver: zodResolver(replySchema), defaultValues: { message: '' } });
  const { register, formState, reset } = form;
  const { onSubmit, formError } = useAdminSubmit(form, {
    fields: ['message'],
    send: async ({ message }) => {
      const result = await staffCall(reviewRoutes.replyToReview, { query: { id: reviewId, message } });
      reset();
      return result;
    },
    success: t('added'),
  });
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <TextAreaField label={t('label')} rows={4} error={formState.errors.message} {...register('message')} />
      <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('sending') : t('post')}
      </button>
    </form>
  );
}
