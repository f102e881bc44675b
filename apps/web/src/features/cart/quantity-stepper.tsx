import { Minus, Plus } from 'lucide-react';
import styles from './quantity-stepper.module.css';

/** − quantity + for one product; the buttons stop at `min` and `max`. */
export function QuantityStepper(props: {
  name: string;
  quantity: number;
  min?: number;
  max: number;
  busy: boolean;
  onChange(quantity: number): void;
}) {
  const { name, quantity, min = 1, max, busy } = props;
  return (
    <fieldset className={styles.stepper} aria-busy={busy}>
      <legend className="visually-hidden">Quantity of {name}</legend>
      <button
        type="button"
        className={styles.step}
        aria-label={`Decrease quantity of ${name}`}
        disabled={busy || quantity <= min}
        onClick={() => props.onChange(quantity - 1)}
      >
        <Minus aria-hidden="true" />
      </button>
      <output className={styles.value} aria-live="polite" aria-label={`Quantity of ${name}`}>
        {quantity}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={`Increase quantity of ${name}`}
        disabled={busy || quantity >= max}
        onClick={() => props.onChange(quantity + 1)}
      >
        <Plus aria-hidden="true" />
      </button>
    </fieldset>
  );
}
