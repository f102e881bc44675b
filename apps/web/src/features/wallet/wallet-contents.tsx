'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/page-state';
import panel from '@/components/ui/panel.module.css';
import { AccountFrame } from '@/features/profile/account-frame';
import type { SessionUser } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { formatPaise } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import { withQueryScope } from '@/lib/query/query-scope';
import { Ledger } from './ledger';
import { MonthlyBillPanel } from './monthly-bill-panel';
import { TopUpForm } from './top-up-form';
import { TopUpNotice } from './top-up-notice';
import type { TopUpReturn } from './top-up-return';
import styles from './wallet.module.css';
import { readWallet, walletKey } from './wallet-api';

/** Profile → Wallet (issue 34): the balance, a top-up, and the ledger page by page. */
function Wallet({ user, returned }: { user: SessionUser; returned?: TopUpReturn | undefined }) {
  const t = useWords('wallet');
  const wallet = useInfiniteQuery({
    queryKey: walletKey(user.id),
    queryFn: ({ pageParam }) => readWallet(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const page = last.response.page;
      return page.number < page.totalPages ? page.number + 1 : undefined;
    },
  });
  const first = wallet.data?.pages[0]?.response;
  const entries = wallet.data?.pages.flatMap((p) => p.response.entries) ?? [];
  return (
    <AccountFrame title={t('title')}>
      {wallet.isPending && <LoadingRows label={t('loading')} />}
      {wallet.isError && (
        <LoadError
          message={t('failed', { problem: messageOf(wallet.error) })}
          onRetry={() => void wallet.refetch()}
        />
      )}
      {first && (
        <>
          {returned && <TopUpNotice returned={returned} />}
          <section className={`${panel.panel} ${styles.balance}`} aria-labelledby="wallet-balance">
            <h2 id="wallet-balance" className={styles.heading}>
              {t('balance')}
            </h2>
            <p className={styles.amount} data-testid="wallet-balance">
              {formatPaise(first.balance)}
            </p>
            <p className={styles.muted}>{t('note')}</p>
          </section>
          <MonthlyBillPanel customerId={user.id} />
          <section className={`${panel.panel} ${styles.balance}`} aria-labelledby="wallet-top-up">
            <h2 id="wallet-top-up" className={styles.heading}>
              {t('topUp.title')}
            </h2>
            <TopUpForm />
          </section>
          <section className={`${panel.panel} ${styles.balance}`} aria-labelledby="wallet-ledger">
            <h2 id="wallet-ledger" className={styles.heading}>
              {t('ledger')}
            </h2>
            {entries.length === 0 ? <EmptyState>{t('empty')}</EmptyState> : <Ledger entries={entries} />}
            {wallet.hasNextPage && (
              <button
                type="button"
                className={styles.more}
                disabled={wallet.isFetchingNextPage}
                onClick={() => void wallet.fetchNextPage()}
              >
                {t('more')}
              </button>
            )}
          </section>
        </>
      )}
    </AccountFrame>
  );
}

export const WalletContents = withQueryScope(Wallet);
