'use client';

import type { Order } from '@farm/contract';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api/problem';
import { cancelOrderText } from './cancel-order-text';
import { cancelOrder } from './orders-api';

/**
 * The customer's "Cancel order #N?" (the order history and an order waiting for its payment):
 * asks, cancels, says so ("Order #17 cancelled") and closes; `onCancelled` refreshes the lists.
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
  const cancel = useMutation({
    mutationFn: (target: Order) => cancelOrder(target.id),
    onSuccess: (_answer, target) => toast.success(cancelOrderText(target.id)),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: () => {
      onClose();
      return onSettled();
    },
  });
  return (
    <ConfirmDialog
      open={order !== undefined}
      title={`Cancel order #${order?.id ?? ''}?`}
      confirmLabel="Cancel order"
      cancelLabel="Keep order"
      busy={cancel.isPending}
      onConfirm={() => order && cancel.mutate(order)}
      onCancel={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
