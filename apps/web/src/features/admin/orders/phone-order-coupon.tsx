'use client';

import { couponCodeSchema } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { Ticket } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { discountText } from '@/features/order/order-money';
import { ApiError, isProblem, messageOf } from '@/lib/api/problem';
import { zodResolver } from '@/lib/forms/zod-resolver';
import styles from './manual-order.module.css';
import type { PhoneOrderQuoteState } from './use-phone-order-quote';

const couponFormSchema = z.object({ code: couponCodeSchema });

type Props = {
  quote: PhoneOrderQuoteState;
  /** A code applied or removed: a refusal of placing about the last one no longer holds. */
  onChange(): void;
};

/**
 * The phone order's coupon (decision 0030), as the cart's: a code the caller reads out, applied
 * when the shop says it takes something off; then what it takes off now, or why it takes nothing
 * (the shop's words, e.g. "GHEE50 needs items of ₹500.00 or more").
 */
export function PhoneOrderCoupon({ quote, onChange }: Props) {
  const remove = () => {
    quote.removeCoupon();
    onChange();
  };
  const apply = async (code: string) => {
    const problem = await quote.applyCoupon(code);
    if (!problem) onChange();
    return problem;
  };
  return quote.couponCode ? (
    <AppliedCoupon code={quote.couponCode} query={quote.query} onRemove={remove} />
  ) : (
    <CouponForm apply={apply} />
  );
}

/**
 * A phone order the shop refused for its coupon (409 COUPON_INVALID: it stopped applying since the
 * quote, e.g. used up meanwhile), said above "Place order" with what to do next (`notPlaced`, in
 * the page's words around the worded refusal); `requote` asks the quote again, so the coupon says
 * why too. Any other error is answered as it is.
 */
export function couponRefusal(
  error: unknown,
  requote: () => unknown,
  notPlaced: (reason: string) => string,
): unknown {
  if (!isProblem(error, orderRoutes.placePhoneOrder, 'COUPON_INVALID')) return error;
  requote();
  return new ApiError(409, {
    code: 'COUPON_INVALID',
    detail: notPlaced(error.message),
  });
}

function CouponForm({ apply }: { apply: PhoneOrderQuoteState['applyCoupon'] }) {
  const t = useTranslations('adminOrders.phone.coupon');
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof couponFormSchema>,
    unknown,
    z.output<typeof couponFormSchema>
  >({ resolver: zodResolver(couponFormSchema), defaultValues: { code: '' } });

  const onSubmit = async ({ code }: z.output<typeof couponFormSchema>) => {
    setFormError(undefined);
    try {
      const problem = await apply(code);
      if (problem) setError('code', { type: 'server', message: problem }, { shouldFocus: true });
    } catch (error) {
      setFormError(messageOf(error));
    }
  };

  return (
    <form className={styles.coupon} onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('label')}>
      <FormError message={formError} />
      <div className={styles.couponFields}>
        <TextField
          label={t('code')}
          optional
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={formState.errors.code}
          {...register('code')}
        />
        <button
          type="submit"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small} ${styles.apply}`}
          disabled={formState.isSubmitting}
        >
          {formState.isSubmitting ? t('applying') : t('apply')}
        </button>
      </div>
    </form>
  );
}

type AppliedProps = { code: string; query: PhoneOrderQuoteState['query']; onRemove(): void };

function AppliedCoupon({ code, query, onRemove }: AppliedProps) {
  const t = useTranslations('adminOrders.phone.coupon');
  const { data, isFetching } = query;
  // The answer about this code; while a new one is asked the last stays, as the sums' does.
  const answer = data?.couponCode === code ? data : undefined;
  return (
    <section
      className={styles.applied}
      data-problem={answer?.couponProblem ? true : undefined}
      aria-label={t('label')}
      aria-busy={isFetching}
    >
      <Ticket aria-hidden="true" />
      <div className={styles.appliedText}>
        <p>
          <strong>{code}</strong> {appliedText(t, answer, isFetching)}
        </p>
        {answer?.couponProblem && (
          <p className={styles.couponProblem} role="status">
            {answer.couponProblem}
          </p>
        )}
      </div>
      <button type="button" className={formStyles.linkButton} onClick={onRemove}>
        {t('remove')}
      </button>
    </section>
  );
}

function appliedText(
  t: ReturnType<typeof useTranslations<'adminOrders.phone.coupon'>>,
  answer: PhoneOrderQuoteState['query']['data'],
  isFetching: boolean,
): ReactNode {
  if (!answer) return isFetching ? t('checking') : t('later');
  if (answer.couponProblem) return t('noApply');
  return (
    <>
      {t('applied')} <span className={styles.amount}>{discountText(answer.breakdown.couponDiscount)}</span>
    </>
  );
}
