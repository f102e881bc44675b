import type { Offer } from '@farm/contract';
import badge from '@/components/ui/badge.module.css';
import layout from '@/components/ui/layout.module.css';
import { ServerImage } from '@/components/ui/server-image';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import styles from './offer-strip.module.css';
import { categoryPath } from './paths';

/** Where "Shop now" goes: the offer's one category when it has one, else every product. */
function shopNowPath(offer: Offer): string {
  const [only, ...more] = offer.categoryIds;
  return offer.appliesTo === 'categories' && only !== undefined && more.length === 0
    ? categoryPath(only)
    : '/products';
}

/**
 * From offer-strip.module.css: 82 % of the row on a phone; from 768 px, as many 240 px+ columns
 * as fit 24 px apart (2, then 3 from about 800 px, then 4 from about 1,064 px).
 */
const SIZES =
  '(min-width: 1200px) 274px, (min-width: 1064px) calc(25vw - 26px), (min-width: 800px) calc(33.3vw - 27px), (min-width: 768px) calc(50vw - 28px), calc(82vw - 26px)';

/** The running offers: a row that scrolls sideways on a phone, a grid on a wide screen. */
export function OfferStrip({ offers }: { offers: Offer[] }) {
  return (
    <ul className={styles.strip}>
      {offers.map((offer) => (
        <li key={offer.id} className={`${layout.stack} ${styles.offer}`}>
          {offer.imageUrl && (
            <ServerImage src={offer.imageUrl} alt="" width={800} height={450} sizes={SIZES} />
          )}
          <div className={`${layout.stack} ${styles.body}`}>
            {/* The offer pictures carry their discount; without one, a badge above the title says it
                (in the flow: on a picture's corner it covered a long title at 360 px). */}
            {!offer.imageUrl && offer.discountPercent !== null && (
              <span className={`${badge.tag} ${badge.gold} ${styles.badge}`}>
                {offer.discountPercent}% off
              </span>
            )}
            <h3 className={styles.title}>{offer.title}</h3>
            {offer.description && <p className={styles.description}>{offer.description}</p>}
            <p className={styles.meta}>
              {offer.endsAt ? <span>Until {formatDate(offer.endsAt)}</span> : <span>While stocks last</span>}
              <Link href={shopNowPath(offer)} className={styles.link}>
                Shop now<span className="visually-hidden">: {offer.title}</span>
              </Link>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
