'use client';

import { useId } from 'react';
import { useWords } from '@/lib/i18n/client-words';
import styles from './quantity-stepper.module.css';

type Common = {
  value: number;
  min?: number;
  max: number;
  /** Buttons (and the input) off; a cart line marks itself busy while it saves. */
  busy?: boolean;
  onChange(value: number): void;
};

/** A cart line's: "Quantity of Ghee" as a fieldset, the number shown, not typed. */
type LineProps = Common & { name: string; label?: never };

/** A form's: a labelled number input ("Quantity") that takes typing too. */
type FieldProps = Common & { label: string; name?: never };

/** − quantity + for one product (lucide's minus and plus, drawn here: no icon library on first load); the buttons stop at `min` (1 unless told) and `max`. */
export function QuantityStepper(props: LineProps | FieldProps) {
  const { value, min = 1, max, busy = false, onChange } = props;
  const t = useWords('common');
  const inputId = useId();
  const name = props.name;
  const say = (plain: 'decrease' | 'increase' | 'label', of: 'decreaseOf' | 'increaseOf' | 'ofName') =>
    name === undefined ? t(`quantity.${plain}`) : t(`quantity.${of}`, { name });
  const clamp = (n: number) => Math.max(min, Math.min(max, Number.isFinite(n) ? Math.trunc(n) : min));
  const step = (by: -1 | 1) => (
    <button
      type="button"
      className={styles.step}
      aria-label={by < 0 ? say('decrease', 'decreaseOf') : say('increase', 'increaseOf')}
      disabled={busy || (by < 0 ? value <= min : value >= max)}
      onClick={() => onChange(props.name === undefined ? clamp(value + by) : value + by)}
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M5 12h14" />
        {by > 0 && <path d="M12 5v14" />}
      </svg>
    </button>
  );

  if (props.name !== undefined) {
    return (
      <fieldset className={styles.stepper} aria-busy={busy}>
        <legend className="visually-hidden">{say('label', 'ofName')}</legend>
        {step(-1)}
        <output className={styles.value} aria-live="polite" aria-label={say('label', 'ofName')}>
          {value}
        </output>
        {step(1)}
      </fieldset>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {props.label}
      </label>
      <div className={`${styles.stepper} ${styles.boxed}`}>
        {step(-1)}
        <input
          id={inputId}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          disabled={busy}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => onChange(clamp(e.currentTarget.valueAsNumber))}
        />
        {step(1)}
      </div>
    </div>
  );
}
