'use client';

import { CircleCheck, CircleX } from 'lucide-react';
import { messageOf } from '@/lib/api/problem';
import { withQueryScope } from '@/lib/query/query-scope';
import { useDeliveryCheck } from './delivery-api';
import styles from './pincode-check.module.css';
import { useDeliveryWords } from './use-delivery-words';

type Props = { productId: number; pincode: string };

function Answer({ productId, pincode }: Props) {
  const { t, summary } = useDeliveryWords();
  const result = useDeliveryCheck(pincode, [productId]);
  if (result.isPending) return <span className={styles.muted}>{t('check.checking')}</span>;
  if (result.isError)
    return <span className={styles.refused}>{t('check.failed', { problem: messageOf(result.error) })}</span>;
  const check = result.data;
  const deliverable = check.served && check.products.every((p) => p.deliverable);
  const Icon = deliverable ? CircleCheck : CircleX;
  return (
    <span className={deliverable ? styles.ok : styles.refused}>
      <Icon aria-hidden="true" />
      <span>{summary(check)}</span>
    </span>
  );
}

/**
 * The shop's answer to "Check delivery" for one product and PIN code, in its own words ("Delivers
 * to 642001 — tomorrow 5–8 am"). Loaded by `PincodeCheck` once there is a PIN code to ask about.
 */
export const DeliveryAnswer = withQueryScope(Answer);
