import type { ShopSettings } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { getTranslations } from 'next-intl/server';
import { svgIcon } from '@/components/ui/server-icons';
import { getPageLanguage } from '@/lib/i18n/page-language';
import styles from './contact-details.module.css';

/** `+919443012345` → `+91 94430 12345`. */
export function displayPhone(phone: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}

/** `pin` words the PIN code's line ('PIN 642001', from the catalogue). */
export function postalAddressLines(settings: ShopSettings, pin: (code: string) => string): string[] {
  return [
    settings.addressLine1,
    settings.addressLine2 ?? '',
    [settings.city, settings.state].filter(Boolean).join(', '),
    settings.pincode ? pin(settings.pincode) : '',
  ].filter(Boolean);
}

type Props = { settings: ShopSettings; headingId?: string; heading?: string };

/** The farm's postal address, phone and care e-mail from the shop settings. */
export async function ContactDetails({ settings, heading, headingId = 'contact-details' }: Props) {
  const [t, language] = await Promise.all([getTranslations('contact'), getPageLanguage()]);
  const address = postalAddressLines(settings, (pincode) => t('details.pin', { pincode }));
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading ?? t('details.heading')}</h2>
      <dl className={styles.list}>
        {address.length > 0 && (
          <div>
            <dt>
              {svgIcon('map-pin', 20)} {t('details.address')}
            </dt>
            <dd>
              <address>
                {translated(settings, 'farmName', language)}
                {address.map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        )}
        {settings.phone && (
          <div>
            <dt>
              {svgIcon('phone', 20)} {t('details.phone')}
            </dt>
            <dd>
              <a href={`tel:${settings.phone}`}>{displayPhone(settings.phone)}</a>
            </dd>
          </div>
        )}
        {settings.careEmail && (
          <div>
            <dt>
              {svgIcon('mail', 20)} {t('details.email')}
            </dt>
            <dd>
              <a href={`mailto:${settings.careEmail}`}>{settings.careEmail}</a>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
