'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api/problem';
import { requestNotify, waitingProductIds, withdrawNotify } from './api';
import type { NotifyDone } from './notify-words';

/** Query key of the products a customer waits for ("Notify me" already asked). */
export const notifyWaitingKey = (customerId: number | undefined) => ['notify-waiting', customerId] as const;

/**
 * "Notify me" for one sold-out product, and its undo: each answer's toast is `answered`'s words in
 * the page's language (the server answers its English text, the spec's), and `waiting` says which
 * of the two the customer is offered now. A signed-in customer's
 * earlier request is read from the shop, so "We'll text you" survives a reload.
 */
export function useNotifyMe(
  productId: number,
  customerId: number | undefined,
  answered: (done: NotifyDone) => string,
) {
  const queryClient = useQueryClient();
  const asked = useQuery({
    queryKey: notifyWaitingKey(customerId),
    queryFn: () => waitingProductIds(customerId as number),
    enabled: customerId !== undefined,
    staleTime: 60_000,
  });
  // What this page did since it loaded wins over what was read.
  const [changed, setChanged] = useState<boolean>();
  const waiting = changed ?? asked.data?.includes(productId) ?? false;
  const onError = (error: Error) => toast.error(messageOf(error));
  const settled = (next: boolean) => () => {
    setChanged(next);
    toast.success(answered(next ? 'asked' : 'withdrawn'));
    void queryClient.invalidateQueries({ queryKey: ['notify-waiting'] });
  };

  const request = useMutation({
    mutationFn: (id: number) => requestNotify(id, productId),
    onSuccess: settled(true),
    onError,
  });

  const withdraw = useMutation({
    mutationFn: (id: number) => withdrawNotify(id, productId),
    onSuccess: settled(false),
    onError,
  });

  return { waiting, request, withdraw, busy: request.isPending || withdraw.isPending };
}
