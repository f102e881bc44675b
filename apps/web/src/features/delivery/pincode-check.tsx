'use client';

import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { useWords } from '@/lib/i18n/client-words';
import { PINCODE_PATTERN } from './pincode';
import styles from './pincode-check.module.css';
import { usePincodeToCheck } from './use-pincode-to-check';

const loadAnswer = () => import('./delivery-answer').then((m) => m.DeliveryAnswer);

/**
 * The product page's "Check delivery": a PIN code (the one last checked here, else
 * `fallbackPincode`) and the shop's answer for this product. The answer's code (the query and the
 * API call) loads when the field is first focused or a PIN code is known, not with the page.
 */
export function PincodeCheck({
  productId,
  fallbackPincode,
  icon,
}: {
  productId: number;
  /** The signed-in customer's default address's PIN code, if any. */
  fallbackPincode?: string | undefined;
  /** The heading's truck, drawn by the server page. */
  icon: ReactNode;
}) {
  const id = useId();
  const t = useWords('delivery');
  const { pincode, check } = usePincodeToCheck(fallbackPincode);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const [focused, setFocused] = useState(false);
  const DeliveryAnswer = useLazyComponent(focused || pincode !== undefined, loadAnswer);

  // A prefilled PIN code shows in the field once known, unless the customer has typed meanwhile.
  useEffect(() => {
    if (pincode) setValue((current) => current || pincode);
  }, [pincode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!PINCODE_PATTERN.test(typed)) {
      setProblem(t('check.badPincode'));
      return;
    }
    setProblem(undefined);
    check(typed);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.box}>
      <h2 id={`${id}-title`} className={styles.title}>
        {icon} {t('check.title')}
      </h2>
      <form className={styles.form} onSubmit={submit} onFocus={() => setFocused(true)} noValidate>
        <label htmlFor={`${id}-pin`} className="visually-hidden">
          {t('check.pincode')}
        </label>
        <input
          id={`${id}-pin`}
          className={`${form.input} ${styles.input}`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('check.pincode')}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className={buttons.secondary}>
          {t('check.check')}
        </button>
      </form>
      {problem && (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      )}
      <div role="status" className={styles.answer} data-testid="delivery-check">
        {!problem &&
          pincode &&
          (DeliveryAnswer ? (
            <DeliveryAnswer productId={productId} pincode={pincode} />
          ) : (
            <span className={styles.muted}>{t('check.checking')}</span>
          ))}
      </div>
    </section>
  );
}
