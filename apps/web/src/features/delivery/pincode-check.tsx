'use client';

import { CircleCheck, CircleX, Truck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { messageOf } from '@/lib/api/problem';
import { PINCODE_PATTERN, useDeliveryCheck } from './delivery-api';
import styles from './pincode-check.module.css';
import { usePincodeToCheck } from './use-pincode-to-check';

/**
 * The product page's "Check delivery": a PIN code (the one last checked here, else
 * `fallbackPincode`) and the shop's answer for this product, in its own words ("Delivers to
 * 642001 — tomorrow 5–8 am").
 */
export function PincodeCheck({
  productId,
  fallbackPincode,
}: {
  productId: number;
  /** The signed-in customer's default address's PIN code, if any. */
  fallbackPincode?: string | undefined;
}) {
  const id = useId();
  const { pincode, check } = usePincodeToCheck(fallbackPincode);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const result = useDeliveryCheck(pincode, [productId]);

  // A prefilled PIN code shows in the field once known, unless the customer has typed meanwhile.
  useEffect(() => {
    if (pincode) setValue((current) => current || pincode);
  }, [pincode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!PINCODE_PATTERN.test(typed)) {
      setProblem('Enter a 6-digit PIN code, e.g. 642001');
      return;
    }
    setProblem(undefined);
    check(typed);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.box}>
      <h2 id={`${id}-title`} className={styles.title}>
        <Truck aria-hidden="true" /> Check delivery
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-pin`} className="visually-hidden">
          PIN code
        </label>
        <input
          id={`${id}-pin`}
          className={`${form.input} ${styles.input}`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="PIN code"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className={buttons.secondary}>
          Check
        </button>
      </form>
      {problem && (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      )}
      <div role="status" className={styles.answer} data-testid="delivery-check">
        {!problem && pincode && <CheckAnswer result={result} />}
      </div>
    </section>
  );
}

function CheckAnswer({ result }: { result: ReturnType<typeof useDeliveryCheck> }) {
  if (result.isPending) return <span className={styles.muted}>Checking…</span>;
  if (result.isError)
    return <span className={styles.refused}>Delivery could not be checked: {messageOf(result.error)}</span>;
  const check = result.data;
  const deliverable = check.served && check.products.every((p) => p.deliverable);
  const Icon = deliverable ? CircleCheck : CircleX;
  return (
    <span className={deliverable ? styles.ok : styles.refused}>
      <Icon aria-hidden="true" />
      <span>{check.summary}</span>
    </span>
  );
}
