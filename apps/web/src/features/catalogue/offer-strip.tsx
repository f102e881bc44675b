import type { Offer } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import badge from '@/components/ui/badge.module.css';
import layout from '@/components/ui/layout.module.css';
import { ServerImage } from '@/components/ui/server-image';
import { formatDate } from '@/lib/format';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { Link } from '@/lib/i18n/server-link';
import { serverWords } from '@/lib/i18n/server-words';
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
export async function OfferStrip({ offers }: { offers: Offer[] }) {
  const [t, language] = await Promise.all([serverWords('catalogue'), getPageLanguage()]);
  return (
    <ul className={styles.strip}>
      {offers.map((offer) => {
        const title = translated(offer, 'title', language);
        const description = translated(offer, 'description', language);
        return (
          <li key={offer.id} className={`${layout.stack} ${styles.offer}`}>
            {offer.imageUrl && (
              <ServerImage src={offer.imageUrl} alt="" width={800} height={450} sizes={SIZES} />
            )}
            <div className={`${layout.stack} ${styles.body}`}>
              {/* The offer pictures carry their discount; without one, a badge above the title says it
                (in the flow: on a picture's corner it covered a long title at 360 px). */}
              {!offer.imageUrl && offer.discountPercent !== null && (
                <span className={`${badge.tag} ${badge.gold} ${styles.badge}`}>
                  {t('offers.percentOff', { percent: offer.discountPercent })}
                </span>
              )}
              <h3 className={styles.title}>{title}</h3>
              {description && <p className={styles.description}>{description}</p>}
              <p className={styles.meta}>
                <span>
                  {offer.endsAt
                    ? t('offers.until', { date: formatDate(offer.endsAt, language) })
                    : t('offers.whileStocks')}
                </span>
                <Link href={shopNowPath(offer)} className={styles.link}>
                  {t('offers.shopNow')}
                  <span className="visually-hidden">: {title}</span>
                </Link>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
