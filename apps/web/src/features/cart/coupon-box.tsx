'use client';

import type { Cart } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { useQueryClient } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api/problem';
import { formatPaise } from '@/lib/format';
import type { FieldProblem } from '@/lib/forms/field-problem';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { useWorded } from '@/lib/words/use-worded';
import { removeCartCoupon } from './cart-api';
import { keepCart } from './cart-query';
import styles from './coupon-box.module.css';

/**
 * The cart's coupon (decision 0030): a code to apply, or the one applied with what it takes off now,
 * or why it takes nothing (the shop says, e.g. "GHEE50 needs items of ₹500.00 or more").
 */
export function CouponBox({ cart }: { cart: Cart }) {
  return cart.coupon ? <AppliedCoupon coupon={cart.coupon} /> : <CouponForm />;
}

function CouponForm() {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const [codeError, setCodeError] = useState<FieldProblem>();
  const [busy, setBusy] = useState(false);
  const t = useWords('cart');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('code') as HTMLInputElement | null;
    if (busy || !field) return;
    setFormError(undefined);
    setBusy(true);
    try {
      const { applyCoupon } = await import('./coupon-submit');
      const outcome = await applyCoupon(field.value, queryClient, (code) =>
        t('coupon.appliedToast', { code }),
      );
      setCodeError(outcome.codeError);
      setFormError(outcome.formError);
      if (outcome.codeError) field.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={() => void import('./coupon-submit')}
      noValidate
      aria-label={t('coupon.label')}
    >
      <FormError message={formError} />
      <div className={styles.fields}>
        <TextField
          label={t('coupon.code')}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={codeError}
        />
        <button
          type="submit"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small} ${styles.apply}`}
          disabled={busy}
        >
          {busy ? t('coupon.applying') : t('coupon.apply')}
        </button>
      </div>
    </form>
  );
}

function AppliedCoupon({ coupon }: { coupon: NonNullable<Cart['coupon']> }) {
  const problemText = useWorded(coupon.problemWords);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const t = useWords('cart');
  const language = useLanguage();
  const description = coupon.description && translated(coupon, 'description', language);

  const remove = async () => {
    setBusy(true);
    try {
      const { response } = await removeCartCoupon();
      keepCart(queryClient, response);
      toast.success(t('coupon.removed'));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.applied} aria-label={t('coupon.label')} data-testid="cart-coupon">
      <Ticket aria-hidden="true" />
      <div className={styles.text}>
        <p>
          <strong>{coupon.code}</strong>{' '}
          {coupon.problem
            ? t('coupon.doesNotApply')
            : t('coupon.applied', { amount: formatPaise(coupon.discount) })}
        </p>
        {coupon.problem ? (
          <p className={styles.problem} role="status">
            {problemText}
          </p>
        ) : (
          description && <p className={styles.description}>{description}</p>
        )}
      </div>
      <button type="button" className={formStyles.linkButton} onClick={remove} disabled={busy}>
        {busy ? t('coupon.removing') : t('coupon.remove')}
      </button>
    </section>
  );
}
