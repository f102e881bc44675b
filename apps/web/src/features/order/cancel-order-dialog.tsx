'use client';

import type { Order } from '@farm/contract';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import { cancelOrder } from './orders-api';

/**
 * The customer's "Cancel order #N?" (the order history and an order waiting for its payment):
 * asks, cancels, says so ("Order #17 cancelled", as the API words it) and closes; `onCancelled` refreshes the lists.
 * `children` says what cancelling this order means.
 */
export function CancelOrderDialog({
  order,
  onClose,
  onSettled,
  children,
}: {
  order: Order | undefined;
  onClose(): void;
  onSettled(): Promise<unknown>;
  children: ReactNode;
}) {
  const t = useWords('order');
  const cancel = useMutation({
    mutationFn: (target: Order) => cancelOrder(target.id),
    onSuccess: (_answer, target) => toast.success(t('cancelDialog.cancelled', { id: target.id })),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: () => {
      onClose();
      return onSettled();
    },
  });
  return (
    <ConfirmDialog
      open={order !== undefined}
      title={t('cancelDialog.title', { id: order?.id ?? '' })}
      confirmLabel={t('cancelDialog.confirm')}
      cancelLabel={t('cancelDialog.keep')}
      busy={cancel.isPending}
      onConfirm={() => order && cancel.mutate(order)}
      onCancel={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
