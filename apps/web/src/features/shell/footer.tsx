import { translated } from '@farm/contract/plain/languages';
import { getTranslations } from 'next-intl/server';
import { type SimpleIcon, siFacebook, siInstagram, siWhatsapp, siX, siYoutube } from 'simple-icons';
import { svgIcon } from '@/components/ui/server-icons';
import { getShopSettings } from '@/features/settings/shop-settings';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { Link } from '@/lib/i18n/server-link';
import styles from './footer.module.css';

const SOCIAL_ICONS: Record<string, SimpleIcon> = {
  facebook: siFacebook,
  instagram: siInstagram,
  youtube: siYoutube,
  whatsapp: siWhatsapp,
  x: siX,
  twitter: siX,
};

/** `+919443012345` → `+91 94430 12345`. */
function displayPhone(phone: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}

/**
 * Spec §2's footer: brand blurb, social links, Quick Links, Useful Links, Get in Touch, © 2024;
 * under them the farm's FSSAI licence (a food business shows it on its site) and GSTIN, when set.
 * The blurb is the farm's tagline in the page's language where staff wrote one (English otherwise);
 * the farm's name stays as its brand is written, as in the top bar.
 */
export async function Footer() {
  const [settings, t, language] = await Promise.all([
    getShopSettings(),
    getTranslations('frame'),
    getPageLanguage(),
  ]);
  const registrations = [
    settings.fssaiNumber && t('footer.fssai', { number: settings.fssaiNumber }),
    settings.gstin && t('footer.gstin', { number: settings.gstin }),
  ].filter((text): text is string => Boolean(text));
  const address = [
    settings.addressLine1,
    settings.addressLine2,
    settings.city,
    `${settings.state} ${settings.pincode}`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section>
          <h2 className={styles.brand}>{settings.farmName}</h2>
          <p>{translated(settings, 'tagline', language) || t('footer.tagline')}</p>
          <ul className={styles.social} aria-label={t('footer.social')}>
            {Object.entries(settings.socialLinks).map(([network, url]) => {
              const icon = SOCIAL_ICONS[network.toLowerCase()];
              return (
                <li key={network}>
                  <a href={url} target="_blank" rel="noopener noreferrer" aria-label={network}>
                    {icon ? (
                      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                        <path d={icon.path} fill="currentColor" />
                      </svg>
                    ) : (
                      network
                    )}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t('footer.quickLinks')}</h2>
          <ul>
            <li>
              <Link href="/">{t('nav.home')}</Link>
            </li>
            <li>
              <Link href="/products">{t('nav.products')}</Link>
            </li>
            <li>
              <Link href="/about">{t('nav.about')}</Link>
            </li>
            <li>
              <Link href="/blogs">{t('nav.blog')}</Link>
            </li>
            <li>
              <Link href="/contact">{t('nav.contact')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-useful">
          <h2 id="footer-useful">{t('footer.usefulLinks')}</h2>
          <ul>
            <li>
              <Link href="/privacyPolicy">{t('nav.privacy')}</Link>
            </li>
            <li>
              <Link href="/termsAndConditions">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link href="/shippingPolicy">{t('footer.shipping')}</Link>
            </li>
            <li>
              <Link href="/refundPolicy">{t('footer.refund')}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.getInTouch')}</h2>
          <ul className={styles.contact}>
            {address && (
              <li>
                {svgIcon('map-pin', 18)}
                <span>{address}</span>
              </li>
            )}
            {settings.phone && (
              <li>
                {svgIcon('phone', 18)}
                <a href={`tel:${settings.phone}`} data-testid="footer-phone">
                  {displayPhone(settings.phone)}
                </a>
              </li>
            )}
            {settings.careEmail && (
              <li>
                {svgIcon('mail', 18)}
                <a href={`mailto:${settings.careEmail}`}>{settings.careEmail}</a>
              </li>
            )}
          </ul>
        </section>
      </div>
      <div className={styles.legal}>
        {registrations.length > 0 && (
          <ul className={styles.registrations} aria-label={t('footer.registrations')}>
            {registrations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        <p>{t('footer.rights', { farmName: settings.farmName })}</p>
      </div>
    </footer>
  );
}
