import type { ShopSettings } from '@farm/contract';
import { svgIcon } from '@/components/ui/server-icons';
import styles from './contact-details.module.css';

/** `+919443012345` → `+91 94430 12345`. */
export function displayPhone(phone: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}

export function postalAddressLines(settings: ShopSettings): string[] {
  return [
    settings.addressLine1,
    settings.addressLine2 ?? '',
    [settings.city, settings.state].filter(Boolean).join(', '),
    settings.pincode ? `PIN ${settings.pincode}` : '',
  ].filter(Boolean);
}

type Props = { settings: ShopSettings; headingId?: string; heading?: string };

/** The farm's postal address, phone and care e-mail from the shop settings. */
export function ContactDetails({
  settings,
  heading = 'Reach the farm',
  headingId = 'contact-details',
}: Props) {
  const address = postalAddressLines(settings);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <dl className={styles.list}>
        {address.length > 0 && (
          <div>
            <dt>{svgIcon('map-pin', 20)} Address</dt>
            <dd>
              <address>
                {settings.farmName}
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
            <dt>{svgIcon('phone', 20)} Phone</dt>
            <dd>
              <a href={`tel:${settings.phone}`}>{displayPhone(settings.phone)}</a>
            </dd>
          </div>
        )}
        {settings.careEmail && (
          <div>
            <dt>{svgIcon('mail', 20)} E-mail</dt>
            <dd>
              <a href={`mailto:${settings.careEmail}`}>{settings.careEmail}</a>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
