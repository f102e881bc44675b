import { AlertTriangle } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import layout from '@/components/ui/layout.module.css';
import { useWords } from '@/lib/i18n/client-words';
import buttons from './button.module.css';
import form from './form.module.css';
import styles from './page-state.module.css';

type IconProps = { className?: string; 'aria-hidden'?: boolean | 'true' };

/**
 * A data view's states. A page's (cart, wishlist, order summary) are centred cards with an icon;
 * a section's (the profile's cards, `size="section"`) are a grey line inside the section.
 */
export type Size = 'page' | 'section';

/** A centred message for a page's empty, signed-out or failed state. */
export function PageState(props: {
  icon: ComponentType<IconProps>;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'info' | 'error';
}) {
  const Icon = props.icon;
  return (
    <section
      className={`${styles.state} ${props.tone === 'error' ? styles.error : ''}`}
      role={props.tone === 'error' ? 'alert' : undefined}
    >
      <Icon className={styles.icon} aria-hidden="true" />
      <h2 className={styles.title}>{props.title}</h2>
      {props.children && <p className={styles.text}>{props.children}</p>}
      {props.actions && <div className={`${layout.actions} ${styles.actions}`}>{props.actions}</div>}
    </section>
  );
}

/**
 * A failed read, with a retry: `message` says what happened. Drawn by client parts only (it takes
 * a function), so this module stays without 'use client': server pages draw PageState with an icon
 * component, which cannot cross into a client module.
 */
export function LoadError({
  message,
  onRetry,
  size = 'page',
}: {
  message: string;
  onRetry: () => void;
  size?: Size;
}) {
  const t = useWords('common');
  if (size === 'section') {
    return (
      <div role="alert" className={styles.note}>
        <p>{message}</p>
        <button type="button" className={`${form.button} ${form.secondary} ${form.small}`} onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <PageState
      icon={AlertTriangle}
      tone="error"
      title={t('somethingWrong')}
      actions={
        <button type="button" className={buttons.secondary} onClick={onRetry}>
          {t('retry')}
        </button>
      }
    >
      {message}
    </PageState>
  );
}

/** A section with nothing in it yet. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

export { LoadingRows } from './loading-rows';
