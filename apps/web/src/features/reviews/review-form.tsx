'use client';

import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClass } from '@/components/ui/button';
import form from '@/components/ui/form.module.css';
import layout from '@/components/ui/layout.module.css';
import panel from '@/components/ui/panel.module.css';
import { toast } from '@/components/ui/toast';
import { ApiError, messageOf } from '@/lib/api/problem';
import { zodResolver } from '@/lib/forms/zod-resolver';
import { useWords, type Words } from '@/lib/i18n/client-words';
import type { Messages } from '@/lib/i18n/messages';
import { submitReview } from './api';
import styles from './reviews.module.css';

/** The form's view of reviewCreateSchema (contract): the title may be left empty. */
function reviewFormSchema(t: Words<Messages['reviews']>) {
  return z.object({
    rating: z.number().int().min(1, t('form.chooseStars')).max(5),
    title: z.string().trim().max(150, t('form.titleTooLong')),
    comment: z.string().trim().min(1, t('form.commentNeeded')).max(2000, t('form.commentTooLong')),
  });
}
type ReviewFormValues = z.infer<ReturnType<typeof reviewFormSchema>>;

const FIELDS = ['rating', 'title', 'comment'] as const;
const STARS = [1, 2, 3, 4, 5];

/** A signed-in customer's review: stars, an optional title and the comment. */
export function ReviewForm({ productId, onDone }: { productId: number; onDone: () => void }) {
  const t = useWords('reviews');
  const id = useId();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema(t)),
    defaultValues: { rating: 0, title: '', comment: '' },
  });

  async function onSubmit(values: ReviewFormValues) {
    setFormError(undefined);
    try {
      await submitReview({
        productId,
        rating: values.rating,
        title: values.title || null,
        comment: values.comment,
      });
      toast.success(t('form.submitted'));
      reset();
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const message = error.fieldText(field);
          if (message) setError(field, { message });
        }
      }
      const message = messageOf(error);
      setFormError(message);
      toast.error(message);
    }
  }

  return (
    <form
      className={`${panel.panel} ${panel.snug} ${panel.bare} ${layout.stack}`}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {t('form.title')}
      </h3>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <fieldset
            className={styles.stars}
            aria-invalid={errors.rating ? true : undefined}
            aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
          >
            <legend className={`${form.label} ${styles.fieldLabel}`}>{t('form.rating')}</legend>
            <div className={styles.starOptions}>
              {STARS.map((n) => (
                <label key={n} className={styles.starOption}>
                  <input
                    type="radio"
                    name={field.name}
                    value={n}
                    checked={field.value === n}
                    onChange={() => field.onChange(n)}
                    onBlur={field.onBlur}
                    className="visually-hidden"
                  />
                  <Star
                    aria-hidden="true"
                    size={28}
                    fill={field.value >= n ? 'currentColor' : 'none'}
                    className={field.value >= n ? styles.starOn : styles.starOff}
                  />
                  <span className="visually-hidden">{t.counted('stars', n)}</span>
                </label>
              ))}
            </div>
            {errors.rating && (
              <p id={`${id}-rating-error`} className={styles.error}>
                {errors.rating.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <div className={form.field}>
        <label htmlFor={`${id}-title-input`} className={`${form.label} ${styles.fieldLabel}`}>
          {t('form.reviewTitle')} <span className={styles.muted}>{t('form.optional')}</span>
        </label>
        <input
          id={`${id}-title-input`}
          className={form.box}
          maxLength={150}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          {...register('title')}
        />
        {errors.title && (
          <p id={`${id}-title-error`} className={styles.error}>
            {errors.title.message}
          </p>
        )}
      </div>
      <div className={form.field}>
        <label htmlFor={`${id}-comment`} className={`${form.label} ${styles.fieldLabel}`}>
          {t('form.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          className={form.box}
          rows={4}
          maxLength={2000}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${id}-comment-error` : undefined}
          {...register('comment')}
        />
        {errors.comment && (
          <p id={`${id}-comment-error`} className={styles.error}>
            {errors.comment.message}
          </p>
        )}
      </div>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <button
        type="submit"
        className={buttonClass('primary', ['flat', 'steady'], styles.submit)}
        disabled={isSubmitting}
      >
        {isSubmitting ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
