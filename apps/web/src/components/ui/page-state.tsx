import { AlertTriangle, LogIn } from 'lucide-react';
import Link from 'next/link';
import type { ComponentType, ReactNode } from 'react';
import buttons from './buttons.module.css';
import styles from './page-state.module.css';

type IconProps = { className?: string; 'aria-hidden'?: boolean | 'true' };

/** A centred message for a data view's empty, signed-out or failed state. */
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
      {props.actions && <div className={styles.actions}>{props.actions}</div>}
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

/** A failed read, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
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

/** Placeholder rows while a list loads. */
export function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={i} className={styles.skeletonRow} aria-hidden="true" />
      ))}
    </div>
  );
}
