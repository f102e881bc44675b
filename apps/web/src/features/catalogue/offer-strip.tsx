import type { Offer } from '@farm/contract';
import Link from 'next/link';
import { formatDate } from '@/lib/format';
import styles from './offer-strip.module.css';

/** The running offers: a row that scrolls sideways on a phone, a grid on a wide screen. */
export function OfferStrip({ offers }: { offers: Offer[] }) {
  return (
    <ul className={styles.strip}>
      {offers.map((offer) => (
        <li key={offer.id} className={styles.offer}>
          {offer.imageUrl && (
            <img src={offer.imageUrl} alt="" width={800} height={450} loading="lazy" decoding="async" />
          )}
          {/* The offer pictures carry their discount; without one, a badge says it. */}
          {!offer.imageUrl && offer.discountPercent !== null && (
            <span className={styles.badge}>{offer.discountPercent}% off</span>
          )}
          <div className={styles.body}>
            <h3 className={styles.title}>{offer.title}</h3>
            {offer.description && <p className={styles.description}>{offer.description}</p>}
            <p className={styles.meta}>
              {offer.endsAt ? <span>Until {formatDate(offer.endsAt)}</span> : <span>While stocks last</span>}
              <Link href="/products" className={styles.link}>
                Shop now<span className="visually-hidden">: {offer.title}</span>
              </Link>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
