'use client';

import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import styles from './quantity-stepper.module.css';

/** − [n] + for a quantity from 1 to `max`; typing a number works too. */
export function QuantityStepper({
  value,
  max,
  onChange,
  label = 'Quantity',
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  label?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const clamp = (n: number) => Math.max(1, Math.min(max, Number.isFinite(n) ? Math.trunc(n) : 1));
  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          onClick={() => onChange(clamp(value - 1))}
          disabled={disabled || value <= 1}
          aria-label="Decrease quantity"
        >
          <Minus aria-hidden="true" size={18} />
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          disabled={disabled}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => onChange(clamp(e.currentTarget.valueAsNumber))}
        />
        <button
          type="button"
          className={styles.button}
          onClick={() => onChange(clamp(value + 1))}
          disabled={disabled || value >= max}
          aria-label="Increase quantity"
        >
          <Plus aria-hidden="true" size={18} />
        </button>
      </div>
    </div>
  );
}
