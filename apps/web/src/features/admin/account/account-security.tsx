'use client';

import type { SecondFactorSetup } from '@farm/contract';
import { userRoutes } from '@farm/contract/plain/routes/user';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError, formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { PasswordResetForm } from '@/features/admin/users/password-reset-form';
import { useStaffMe } from '@/features/admin/users/use-staff-me';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import styles from './account.module.css';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { RenewRecoveryCodes } from './renew-recovery-codes';
import { SetUpSecondFactor } from './set-up-second-factor';
import { TurnOffSecondFactor } from './turn-off-second-factor';

/**
 * `/admin/account`: the signed-in staff member's own sign-in security. A second factor (an
 * authenticator app) means a stolen or guessed password alone no longer opens the admin; a new
 * password needs the current one.
 */
export function AccountSecurity() {
  const t = useTranslations('adminPeople');
  const me = useStaffMe();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<SecondFactorSetup>();
  const [codes, setCodes] = useState<string[]>();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });

  if (!me.data) return null;
  const on = me.data.secondFactor;

  const start = async () => {
    setStarting(true);
    setStartError(undefined);
    try {
      setSetup(await staffData(userRoutes.startSecondFactor));
    } catch (error) {
      setStartError(messageOf(error));
    } finally {
      setStarting(false);
    }
  };

  const body = () => {
    if (codes) {
      return (
        <RecoveryCodesPanel
          codes={codes}
          account={me.data.email}
          onDone={() => {
            setCodes(undefined);
            void refresh();
          }}
        />
      );
    }
    if (setup) {
      return (
        <SetUpSecondFactor
          setup={setup}
          onCancel={() => setSetup(undefined)}
          onConfirmed={(recoveryCodes) => {
            setSetup(undefined);
            setCodes(recoveryCodes);
            toast.success(t('account.turnedOn'));
          }}
        />
      );
    }
    if (!on) {
      return (
        <div className={formStyles.form}>
          <p className={formStyles.hint}>{t('account.why')}</p>
          <FormError message={startError} />
          <button
            type="button"
            className={formStyles.button}
            disabled={starting}
            onClick={() => void start()}
          >
            {starting ? t('account.starting') : t('account.start')}
          </button>
        </div>
      );
    }
    return <RenewRecoveryCodes onRenewed={setCodes} />;
  };

  return (
    <AdminPage title={t('titles.account')}>
      <AdminCard title={t('account.factorTitle')}>
        <p className={styles.status}>
          {on ? <ShieldCheck aria-hidden="true" size={20} /> : <ShieldOff aria-hidden="true" size={20} />}
          <span>{t('account.signedInAs', { email: me.data.email })}</span>
          <StatusBadge tone={on ? 'good' : 'muted'}>{on ? t('users.on') : t('users.off')}</StatusBadge>
        </p>
        {body()}
      </AdminCard>
      {on && !codes && (
        <AdminCard title={t('account.turnOffTitle')}>
          <TurnOffSecondFactor onTurnedOff={() => void refresh()} />
        </AdminCard>
      )}
      <AdminCard title={t('account.password')}>
        <PasswordResetForm user={me.data} isSelf />
      </AdminCard>
    </AdminPage>
  );
}
