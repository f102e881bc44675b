import type { MessageFailureCode } from '@farm/contract';
import { useTranslations } from 'next-intl';

/**
 * Why a message was not sent, in the staff member's language: the API answers a code and its
 * detail (a template value's name, or what the gateway said, as it said it), issue 31.
 */
export function MessageFailure({
  error,
  detail,
  className,
}: {
  error: MessageFailureCode;
  detail: string | null;
  className?: string;
}) {
  const t = useTranslations('adminCommon.messageFailures');
  return <span className={className}>{t(error, { detail: detail ?? '' })}</span>;
}
