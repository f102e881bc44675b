import type { ReactNode } from 'react';
import { pageWords } from '@/lib/i18n/page-words';
import { Link } from '@/lib/i18n/server-link';
import { WordsProvider } from '@/lib/i18n/words-provider';
import styles from './auth-shell.module.css';

type Props = {
  title: string;
  intro?: ReactNode;
  /** Pages without the top bar show the farm's name, linking home. */
  brand?: string | undefined;
  footer?: ReactNode;
  children: ReactNode;
};

/** The card that holds every sign-in, sign-up, code and password screen, with their `auth` words. */
export async function AuthShell({ title, intro, brand, footer, children }: Props) {
  const words = await pageWords('auth');
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        {brand && (
          <Link href="/" className={styles.brand}>
            <img src="/logo.svg" alt="" width={32} height={32} />
            <span>{brand}</span>
          </Link>
        )}
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        <WordsProvider words={words}>{children}</WordsProvider>
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}
