import type { Metadata } from 'next';
import { getShopSettings } from '@/features/settings/shop-settings';
import { formatDate } from '@/lib/format';
import { languageAlternates } from '@/lib/i18n/alternates';
import { Link } from '@/lib/i18n/navigation';
import { PageHeader } from './page-header';
import { PlainText } from './plain-text';
import { POLICIES, type Policy, summaryOf } from './policies';
import styles from './policy-page.module.css';

/** Title, description and Open Graph of a policy page, from the shop settings. */
export async function policyMetadata(policy: Policy): Promise<Metadata> {
  const settings = await getShopSettings();
  const description = summaryOf(settings[policy.key]) || `${policy.title} of ${settings.farmName}.`;
  return {
    title: policy.title,
    description,
    alternates: await languageAlternates(policy.href),
    openGraph: {
      title: `${policy.title} | ${settings.farmName}`,
      description,
      type: 'article',
      url: policy.href,
    },
  };
}

/** A policy page: the text staff keep in the shop settings, as paragraphs (never as HTML). */
export async function PolicyPage({ policy }: { policy: Policy }) {
  const settings = await getShopSettings();
  const others = Object.values(POLICIES).filter((p) => p.key !== policy.key);
  return (
    <article>
      <PageHeader title={policy.title}>
        <p>
          {settings.farmName}
          {settings.updatedAt && <> · Last updated {formatDate(settings.updatedAt)}</>}
        </p>
      </PageHeader>
      <div className={`container ${styles.body}`}>
        <PlainText
          text={settings[policy.key]}
          className={styles.text}
          emptyText={`Our ${policy.title.toLowerCase()} is being written. Please contact us with any question.`}
        />
        <aside className={styles.aside} aria-labelledby="policy-more">
          <h2 id="policy-more">More from the shop</h2>
          <ul>
            {others.map((p) => (
              <li key={p.key}>
                <Link href={p.href}>{p.title}</Link>
              </li>
            ))}
          </ul>
          <p className={styles.ask}>
            Questions? <Link href="/contact">Contact us</Link>
            {settings.careEmail && (
              <>
                {' '}
                or write to <a href={`mailto:${settings.careEmail}`}>{settings.careEmail}</a>
              </>
            )}
            .
          </p>
        </aside>
      </div>
    </article>
  );
}
