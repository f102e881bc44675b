'use client';

import { subscriptionRoutes } from '@farm/contract/plain/routes/subscription';
import { SUBSCRIPTION_DAILY_LIMIT_MAX } from '@farm/contract/plain/subscription';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { CheckboxField, FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { AdminCard } from '@/features/admin/shell/admin-page';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';

const KEY = ['admin', 'subscription-products'] as const;

/**
 * On a product's page: whether customers may subscribe to it, and its daily limit (issue 34.6):
 * one-off orders for a day stop when they and the subscriptions would pass it; subscribers never do.
 */
export function SubscriptionProductSettings({ productId }: { productId: number }) {
  const t = useTranslations('adminSubscriptions.product');
  const queryClient = useQueryClient();
  const listed = useQuery({
    queryKey: KEY,
    queryFn: () => staffData(subscriptionRoutes.listSubscribableProducts),
  });
  const current = listed.data?.find((p) => p.productId === productId);
  const [draft, setDraft] = useState<{ subscribable: boolean; limit: string }>();
  const shown = draft ?? {
    subscribable: current !== undefined,
    limit: current?.dailyLimit ? String(current.dailyLimit) : '',
  };
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: (body: { subscribable: boolean; dailyLimit: number | null }) =>
      staffData(subscriptionRoutes.setProductSubscribable, { params: { productId }, body }),
    onSuccess: async () => {
      toast.success(t('saved'));
      setDraft(undefined);
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => setProblem(messageOf(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const limit = shown.limit.trim() === '' ? null : Number(shown.limit);
    if (limit !== null && !(Number.isInteger(limit) && limit >= 1 && limit <= SUBSCRIPTION_DAILY_LIMIT_MAX))
      return setProblem(t('limitInvalid', { max: SUBSCRIPTION_DAILY_LIMIT_MAX }));
    setProblem(undefined);
    save.mutate({ subscribable: shown.subscribable, dailyLimit: shown.subscribable ? limit : null });
  };
  if (!listed.data) return null;
  return (
    <AdminCard title={t('title')}>
      <form onSubmit={submit} data-testid="subscription-product">
        <CheckboxField
          label={t('subscribable')}
          checked={shown.subscribable}
          onChange={(e) => setDraft({ ...shown, subscribable: e.target.checked })}
        />
        <TextField
          label={t('dailyLimit')}
          hint={t('dailyLimitHint')}
          optional
          inputMode="numeric"
          disabled={!shown.subscribable}
          value={shown.limit}
          onChange={(e) => setDraft({ ...shown, limit: e.target.value })}
        />
        <FormError message={problem} />
        <button type="submit" className={formStyles.button} disabled={save.isPending}>
          {t('save')}
        </button>
      </form>
    </AdminCard>
  );
}
