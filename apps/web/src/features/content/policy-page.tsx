import { translated } from '@farm/contract/plain/languages';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getShopSettings } from '@/features/settings/shop-settings';
import { formatDate } from '@/lib/format';
import { languageAlternates } from '@/lib/i18n/alternates';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { Link } from '@/lib/i18n/server-link';
import { PageHeader } from './page-header';
import { PlainText } from './plain-text';
import { POLICIES, type Policy, policyText, summaryOf } from './policies';
import styles from './policy-page.module.css';

/** Title, description and Open Graph of a policy page, from the shop settings. */
export async function policyMetadata(policy: Policy): Promise<Metadata> {
  const [settings, t, language] = await Promise.all([
    getShopSettings(),
    getTranslations('content'),
    getPageLanguage(),
  ]);
  const title = t(`policy.${policy.key}`);
  const farm = translated(settings, 'farmName', language);
  const description =
    summaryOf(policyText(settings, policy.key, language)) || t('policy.description', { policy: title, farm });
  return {
    title,
    description,
    alternates: await languageAlternates(policy.href),
    openGraph: { title: `${title} | ${farm}`, description, type: 'article', url: policy.href },
  };
}

/** A policy page: the text staff keep in the shop settings, as paragraphs (never as HTML). */
export async function PolicyPage({ policy }: { policy: Policy }) {
  const [settings, t, language] = await Promise.all([
    getShopSettings(),
    getTranslations('content'),
    getPageLanguage(),
  ]);
  const others = Object.values(POLICIES).filter((p) => p.key !== policy.key);
  // The e-mail is drawn as a link where the language puts it in the sentence.
  const [beforeEmail, afterEmail] = t.raw('policy.writeTo').split('{email}');
  return (
    <article>
      <PageHeader title={t(`policy.${policy.key}`)}>
        <p>
          {translated(settings, 'farmName', language)}
          {settings.updatedAt && (
            <> · {t('policy.lastUpdated', { date: formatDate(settings.updatedAt, language) })}</>
          )}
        </p>
      </PageHeader>
      <div className={`container ${styles.body}`}>
        <PlainText
          text={policyText(settings, policy.key, language)}
          className={styles.text}
          emptyText={t(`policy.empty.${policy.key}`)}
        />
        <aside className={styles.aside} aria-labelledby="policy-more">
          <h2 id="policy-more">{t('policy.more')}</h2>
          <ul>
            {others.map((p) => (
              <li key={p.key}>
                <Link href={p.href}>{t(`policy.${p.key}`)}</Link>
              </li>
            ))}
          </ul>
          <p className={styles.ask}>
            {t('policy.questions')} <Link href="/contact">{t('policy.contactUs')}</Link>
            {settings.careEmail && (
              <>
                {' '}
                {beforeEmail}
                <a href={`mailto:${settings.careEmail}`}>{settings.careEmail}</a>
                {afterEmail}
              </>
            )}
            {t('policy.end')}
          </p>
        </aside>
      </div>
    </article>
  );
}
