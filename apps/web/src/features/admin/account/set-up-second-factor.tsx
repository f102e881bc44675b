'use client';

import { type SecondFactorSetup, totpCodeSchema } from '@farm/contract';
import { userRoutes } from '@farm/contract/plain/routes/user';
import { useTranslations } from 'next-intl';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError, formStyles, TextField } from '@/components/ui/form-fields';
import { staffCall } from '@/lib/api/staff-client';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { zodResolver } from '@/lib/forms/zod-resolver';
import styles from './account.module.css';
import { inFours, issuerOf } from './second-factor-text';

const confirmSchema = z.object({ code: totpCodeSchema });

/** The otpauth URI as a QR code, drawn here (an SVG as a data URL): the secret never leaves the page. */
function useQrCode(uri: string) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => setSrc(undefined));
    return () => {
      current = false;
    };
  }, [uri]);
  return src;
}

type Props = { setup: SecondFactorSetup; onConfirmed(recoveryCodes: string[]): void; onCancel(): void };

/**
 * Setting up an authenticator app: scan the QR code (or type the setup key), then prove it works
 * with the code it shows. Only then is the second factor on.
 */
export function SetUpSecondFactor({ setup, onConfirmed, onCancel }: Props) {
  const t = useTranslations('adminPeople.account');
  const tc = useTranslations('adminCommon');
  const qr = useQrCode(setup.otpauthUri);
  const [formError, setFormError] = useState<string>();
  const form = useForm({ resolver: zodResolver(confirmSchema), defaultValues: { code: '' } });
  const { register, handleSubmit, setError, formState } = form;

  const onSubmit = async ({ code }: { code: string }) => {
    setFormError(undefined);
    try {
      const { response } = await staffCall(userRoutes.confirmSecondFactor, { body: { code } });
      onConfirmed(response.recoveryCodes);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['code']));
    }
  };

  return (
    <div className={formStyles.form}>
      <div className={styles.setup}>
        {qr ? (
          <img className={styles.qr} src={qr} alt={t('setup.qr')} />
        ) : (
          <div className={styles.qr} aria-hidden="true" />
        )}
        <ol className={styles.steps}>
          <li>{t('setup.step1')}</li>
          <li>
            {t('setup.step2')}
            <br />
            <code className={styles.key} data-testid="setup-key">
              {inFours(setup.setupKey)}
            </code>
          </li>
          <li>{t('setup.step3', { issuer: issuerOf(setup.otpauthUri) ?? t('setup.thisShop') })}</li>
        </ol>
      </div>
      <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <FormError message={formError} />
        <TextField
          label={t('code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          spellCheck={false}
          error={formState.errors.code}
          {...register('code')}
        />
        <div className={formStyles.row}>
          <button type="submit" className={formStyles.button} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('checking') : t('setup.turnOn')}
          </button>
          <button type="button" className={`${formStyles.button} ${formStyles.secondary}`} onClick={onCancel}>
            {tc('cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
