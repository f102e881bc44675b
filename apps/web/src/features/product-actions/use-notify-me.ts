'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { messageOf } from '@/lib/api/problem';
import { requestNotify, withdrawNotify } from './api';

/**
 * "Notify me" for one sold-out product, and its undo: each answer is the toast (the server's
 * text), and `waiting` says which of the two the customer is offered now.
 */
export function useNotifyMe(productId: number) {
  const [waiting, setWaiting] = useState(false);
  const onError = (error: Error) => toast.error(messageOf(error));

  const request = useMutation({
    mutationFn: (customerId: number) => requestNotify(customerId, productId),
    onSuccess: (text) => {
      setWaiting(true);
      toast.success(text);
    },
    onError,
  });

  const withdraw = useMutation({
    mutationFn: (customerId: number) => withdrawNotify(customerId, productId),
    onSuccess: (text) => {
      setWaiting(false);
      toast.success(text);
    },
    onError,
  });

  return { waiting, request, withdraw, busy: request.isPending || withdraw.isPending };
}
