import type { ProductOffer } from '@farm/contract';
import { type Language, translated } from '@farm/contract/plain/languages';
import { formatPaise } from '@/lib/format';
import type { CatalogueWords } from './catalogue-words';
import styles from './price.module.css';

/** Whole percent saved against the MRP, or 0 when the MRP is not higher than the price. */
export function percentOff(price: number, mrp: number | null): number {
  if (mrp === null || mrp <= price) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}

/** "10% off, Ghee Festival" or "₹50.00 off, Soap Trio". */
export function offerLabel(offer: ProductOffer, t: CatalogueWords, language: Language): string {
  const off = offer.discountPercent !== null ? `${offer.discountPercent}%` : formatPaise(offer.unitDiscount);
  return t('price.offer', { off, title: translated(offer, 'title', language) });
}

/**
 * The selling price, with the MRP struck through (and the saving) when the MRP is higher.
 * With an offer running (as the API priced it): the offer's price, the list price struck through
 * and, with `showOff`, what the offer is ("₹629.10 ₹699.00 10% off, Ghee Festival").
 * `stacked` (product cards): the MRP on a line of its own, and that line kept empty when there is
 * no MRP, so a narrow card never wraps the price and cards side by side stay aligned.
 */
export function Price({
  price,
  mrp,
  offer = null,
  size = 'md',
  showOff = false,
  stacked = false,
  t,
  language,
}: {
  price: number;
  mrp: number | null;
  offer?: ProductOffer | null;
  size?: 'md' | 'lg';
  showOff?: boolean;
  stacked?: boolean;
  t: CatalogueWords;
  /** The page's language (the offer's title). */
  language: Language;
}) {
  const off = percentOff(price, mrp);
  const classes = [styles.price, size === 'lg' && styles.large, stacked && styles.stacked];
  if (offer) {
    return (
      <p className={classes.filter(Boolean).join(' ')}>
        <span className={styles.current} data-testid="price">
          {formatPaise(offer.price)}
        </span>
        <span className="visually-hidden">{t('price.insteadOf')}</span>
        <s className={styles.mrp} data-testid="price-before-offer">
          {formatPaise(price)}
        </s>
        {showOff && (
          <span className={styles.off} data-testid="offer">
            {offerLabel(offer, t, language)}
          </span>
        )}
      </p>
    );
  }
  return (
    <p className={classes.filter(Boolean).join(' ')}>
      <span className={styles.current} data-testid="price">
        {formatPaise(price)}
      </span>
      {off > 0 && mrp !== null ? (
        <>
          <span className="visually-hidden">{t('price.mrp')}</span>
          <s className={styles.mrp} data-testid="mrp">
            {formatPaise(mrp)}
          </s>
          {showOff && <span className={styles.off}>{t('price.percentOff', { percent: off })}</span>}
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
