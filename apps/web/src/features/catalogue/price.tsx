import { formatPaise } from '@/lib/format';
import styles from './price.module.css';

/** Whole percent saved against the MRP, or 0 when the MRP is not higher than the price. */
export function percentOff(price: number, mrp: number | null): number {
  if (mrp === null || mrp <= price) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}

/**
 * The selling price, with the MRP struck through (and the saving) when the MRP is higher.
 * `stacked` (product cards): the MRP on a line of its own, and that line kept empty when there is
 * no MRP, so a narrow card never wraps the price and cards side by side stay aligned.
 */
export function Price({
  price,
  mrp,
  size = 'md',
  showOff = false,
  stacked = false,
}: {
  price: number;
  mrp: number | null;
  size?: 'md' | 'lg';
  showOff?: boolean;
  stacked?: boolean;
}) {
  const off = percentOff(price, mrp);
  const classes = [styles.price, size === 'lg' && styles.large, stacked && styles.stacked];
  return (
    <p className={classes.filter(Boolean).join(' ')}>
      <span className={styles.current} data-testid="price">
        {formatPaise(price)}
      </span>
      {off > 0 && mrp !== null ? (
        <>
          <span className="visually-hidden">MRP</span>
          <s className={styles.mrp} data-testid="mrp">
            {formatPaise(mrp)}
          </s>
          {showOff && <span className={styles.off}>{off}% off</span>}
        </>
      ) : (
        stacked && (
          <span className={styles.mrp} aria-hidden="true">
            {'\u00a0'}
          </span>
        )
      )}
    </p>
  );
}
