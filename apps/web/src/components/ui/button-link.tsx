import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import styles from './form.module.css';

type Props = ComponentProps<typeof Link> & { variant?: 'primary' | 'secondary'; small?: boolean };

/**
 * A link that looks like the shop's button ("New category"). Server components use this rather
 * than `formStyles` from the client module form-fields.tsx, whose exports reach them only as
 * client references, not as class names.
 */
export function ButtonLink({ variant = 'primary', small, className, ...link }: Props) {
  const classes = [
    styles.button,
    variant === 'secondary' && styles.secondary,
    small && styles.small,
    className,
  ];
  return <Link className={classes.filter(Boolean).join(' ')} {...link} />;
}
