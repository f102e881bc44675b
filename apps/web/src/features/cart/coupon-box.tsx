'use client';

import type { Cart } from '@farm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { messageOf } from '@/lib/api/problem';
import { formatPaise } from '@/lib/format';
import type { FieldProblem } from '@/lib/forms/field-problem';
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('code') as HTMLInputElement | null;
    if (busy || !field) return;
    setFormError(undefined);
    setBusy(true);
    try {
      const { applyCoupon } = await import('./coupon-submit');
      const outcome = await applyCoupon(field.value, queryClient);
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
      aria-label="Coupon"
    >
      <FormError message={formError} />
      <div className={styles.fields}>
        <TextField
          label="Coupon code"
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
          {busy ? 'Applying…' : 'Apply'}
        </button>
      </div>
    </form>
  );
}

function AppliedCoupon({ coupon }: { coupon: NonNullable<Cart['coupon']> }) {
  const problemText = useWorded(coupon.problemWords);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      const { response } = await removeCartCoupon();
      keepCart(queryClient, response);
      toast.success('Coupon removed');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.applied} aria-label="Coupon" data-testid="cart-coupon">
      <Ticket aria-hidden="true" />
      <div className={styles.text}>
        <p>
          <strong>{coupon.code}</strong>{' '}
          {coupon.problem ? 'does not apply' : `applied: −${formatPaise(coupon.discount)}`}
        </p>
        {coupon.problem ? (
          <p className={styles.problem} role="status">
            {problemText}
          </p>
        ) : (
          coupon.description && <p className={styles.description}>{coupon.description}</p>
        )}
      </div>
      <button type="button" className={formStyles.linkButton} onClick={remove} disabled={busy}>
        {busy ? 'Removing…' : 'Remove'}
      </button>
    </section>
  );
}
