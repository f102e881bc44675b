import type { ReactNode } from 'react';
import layout from '@/components/ui/layout.module.css';
import styles from './status-message.module.css';

type Props = { code?: string; title: string; children: ReactNode; actions: ReactNode };

/** A friendly full-page message (404, an error) inside the shop's frame. */
export function StatusMessage({ code, title, children, actions }: Props) {
  return (
    <div className={`container ${layout.stack} ${styles.wrap}`}>
      <img src="/logo.svg" alt="" width={72} height={72} className={styles.logo} />
      {code && <p className={styles.code}>{code}</p>}
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.text}>{children}</div>
      <div className={`${layout.actions} ${styles.actions}`}>{actions}</div>
    </div>
  );
}
