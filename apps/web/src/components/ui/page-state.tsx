'use client';

import { AlertTriangle, LogIn } from 'lucide-react';
import Link from 'next/link';
import type { ComponentType, ReactNode } from 'react';
import layout from '@/components/ui/layout.module.css';
import buttons from './button.module.css';
import form from './form.module.css';
import styles from './page-state.module.css';

type IconProps = { className?: string; 'aria-hidden'?: boolean | 'true' };

/**
 * A data view's states. A page's (cart, wishlist, order summary) are centred cards with an icon;
 * a section's (the profile's cards, `size="section"`) are a grey line inside the section.
 */
type Size = 'page' | 'section';

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

/** `/profileLogin?next=/cartPage`: the path stays readable, only what would break the query is escaped. */
export function loginHref(next: string): string {
  const escaped = encodeURIComponent(next).replace(/%2F/g, '/').replace(/%3F/g, '?').replace(/%3D/g, '=');
  return `/profileLogin?next=${escaped}`;
}

/** Signed-out visitors: sign in first, then come back to `next`. */
export function LoginPrompt({ next, children }: { next: string; children: ReactNode }) {
  return (
    <PageState
      icon={LogIn}
      title="Please log in"
      actions={
        <Link className={buttons.primary} href={loginHref(next)}>
          Log in
        </Link>
      }
    >
      {children}
    </PageState>
  );
}

/** A failed read, with a retry: `message` says what happened. */
export function LoadError({
  message,
  onRetry,
  size = 'page',
}: {
  message: string;
  onRetry: () => void;
  size?: Size;
}) {
  if (size === 'section') {
    return (
      <div role="alert" className={styles.note}>
        <p>{message}</p>
        <button type="button" className={`${form.button} ${form.secondary} ${form.small}`} onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <PageState
      icon={AlertTriangle}
      tone="error"
      title="Something went wrong"
      actions={
        <button type="button" className={buttons.secondary} onClick={onRetry}>
          Try again
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

/** Placeholder rows while a list loads. */
export function LoadingRows({ label, rows, size = 'page' }: { label: string; rows?: number; size?: Size }) {
  const placeholders = Array.from({ length: rows ?? (size === 'page' ? 3 : 2) }, (_, i) => `row-${i}`).map(
    (row) => (
      <div key={row} className={styles.skeletonRow} aria-hidden={size === 'page' ? 'true' : undefined} />
    ),
  );
  if (size === 'section') {
    return (
      <div role="status" aria-label={label} className={`${styles.skeleton} ${styles.section}`}>
        {placeholders}
        <span className="visually-hidden">Loading…</span>
      </div>
    );
  }
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {placeholders}
    </div>
  );
}
