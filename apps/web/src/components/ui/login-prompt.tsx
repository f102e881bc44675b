import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import buttons from './button.module.css';
import { PageState } from './page-state';
import { svgIcon } from './server-icons';

const LogInIcon = ({ className }: { className?: string }) => svgIcon('log-in', 24, 'none', className);

/** `/profileLogin?next=/cartPage`: the path stays readable, only what would break the query is escaped. */
export function loginHref(next: string): string {
  const escaped = encodeURIComponent(next).replace(/%2F/g, '/').replace(/%3F/g, '?').replace(/%3D/g, '=');
  return `/profileLogin?next=${escaped}`;
}

/**
 * Signed-out visitors: sign in first, then come back to `next`. Drawn by server pages and client
 * parts alike, so the words come in (`common.logInTitle`, `common.logIn`).
 */
export function LoginPrompt({
  next,
  title,
  action,
  children,
}: {
  next: string;
  title: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <PageState
      icon={LogInIcon}
      title={title}
      actions={
        <Link className={buttons.primary} href={loginHref(next)}>
          {action}
        </Link>
      }
    >
      {children}
    </PageState>
  );
}
