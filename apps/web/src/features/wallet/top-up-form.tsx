'use client';

import { useId, useRef, useState } from 'react';
import { FormError, formStyles } from '@/components/ui/form-fields';
import { postToCheckout } from '@/features/order/online-payment';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import { newUuid } from '@/lib/uuid';
import { MAX_RUPEES, MIN_RUPEES, topUpPaise } from './top-up-amount';
import styles from './wallet.module.css';
import { startTopUp } from './wallet-api';

/** "Top up": an amount, then off to the payment provider as an order's "Pay now" goes. */
export function TopUpForm() {
  const t = useWords('wallet');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  // One Idempotency-Key per amount: a second tap for the same amount is the same top-up.
  const keys = useRef(new Map<number, string>());
  const range = { min: MIN_RUPEES, max: MAX_RUPEES.toLocaleString('en-IN') };
  const submit = async () => {
    const paise = topUpPaise(typed);
    if (paise === undefined) {
      setProblem(t('topUp.outOfRange', range));
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const key = keys.current.get(paise) ?? newUuid();
      keys.current.set(paise, key);
      postToCheckout(await startTopUp(paise, key));
    } catch (error) {
      setProblem(messageOf(error));
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.topUp}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>
          {t('topUp.amount')}
        </label>
        <input
          id={id}
          className={formStyles.input}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setTyped(e.target.value)}
        />
        <span id={`${id}-hint`} className={formStyles.hint}>
          {t('topUp.hint', range)}
        </span>
      </div>
      <FormError message={problem} />
      <div>
        <button type="submit" className={formStyles.button} disabled={busy}>
          {busy ? t('topUp.going') : t('topUp.submit')}
        </button>
      </div>
    </form>
  );
}
