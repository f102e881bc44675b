'use client';

import type { RouteStop, StopOutcome } from '@farm/contract';
import { BOTTLES_AT_A_STOP_MAX } from '@farm/contract/plain/bottle';
import { DOOR_PAYMENT_KINDS, type DoorPaymentKind, STOP_OUTCOMES } from '@farm/contract/plain/delivery';
import { deliveryWorkRoutes } from '@farm/contract/plain/routes/delivery-work';
import { TEXT_LIMITS } from '@farm/contract/plain/shop';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { paiseToRupees, parseRupees } from '@/features/admin/form/rupees';
import { ApiError, messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import { formatPaise } from '@/lib/format';
import styles from './delivery-work.module.css';
import { useDoorMoney } from './door-money';
import { bottlesAt } from './stop-bottles';

const LOOK = { DELIVERED: 'primary', NOT_HOME: 'secondary', REFUSED: 'danger' } as const;

type Wording = 'outcome' | 'marked' | 'ask' | 'yes';

/** The empties typed, or undefined when not a whole number of bottles the API takes. */
function bottlesOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n <= BOTTLES_AT_A_STOP_MAX ? n : undefined;
}

/**
 * The delivery person's three buttons at a door. Each asks first; delivering a cash-on-delivery
 * order asks how it was paid (cash, or UPI with its reference) and the amount, filled in with what
 * is due (rupees here, paise to the API). At a subscription's stop the third is "asked to skip"
 * (issue 34.5: the farm's rule credits the day back); where the farm uses returnable bottles every
 * mark asks how many empties were collected (the stop's count so far filled in: it replaces it).
 */
export function StopMarks({
  stop,
  onMarked,
}: {
  stop: RouteStop;
  onMarked(stop: RouteStop): Promise<unknown>;
}) {
  const t = useTranslations('adminDelivery.marks');
  const doorMoney = useDoorMoney();
  const cashId = useId();
  const referenceId = useId();
  const noteId = useId();
  const bottlesId = useId();
  const [bottles, setBottles] = useState('');
  const [bottlesError, setBottlesError] = useState<string>();
  const [paidBy, setPaidBy] = useState<DoorPaymentKind>('CASH');
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string>();
  const [asking, setAsking] = useState<StopOutcome>();
  const [cash, setCash] = useState('');
  const [cashError, setCashError] = useState<string>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const takesCash = asking === 'DELIVERED' && stop.codToCollect > 0;
  const stopBottles = bottlesAt(stop);
  const amountLabel = paidBy === 'UPI' ? t('paidByUpi') : t('cashCollected');
  const word = (kind: Wording, outcome: StopOutcome, values?: { name: string }) =>
    stop.subscription && outcome === 'REFUSED' ? t(`skip.${kind}`, values) : t(`${kind}.${outcome}`, values);

  const open = (outcome: StopOutcome) => {
    setAsking(outcome);
    setCash(paiseToRupees(stop.codToCollect));
    setCashError(undefined);
    setPaidBy('CASH');
    setReference('');
    setReferenceError(undefined);
    setNote('');
    setBottles(String(stopBottles?.collected ?? 0));
    setBottlesError(undefined);
  };

  const mark = async (outcome: StopOutcome) => {
    const cashCollected = takesCash ? parseRupees(cash) : undefined;
    if (takesCash && cashCollected === undefined) {
      setCashError(t('amountWrong', { label: amountLabel }));
      return;
    }
    const bottlesCollected = stopBottles ? bottlesOf(bottles) : undefined;
    if (stopBottles && bottlesCollected === undefined) {
      setBottlesError(t('bottlesWrong', { max: BOTTLES_AT_A_STOP_MAX }));
      return;
    }
    const upi = takesCash && paidBy === 'UPI';
    if (upi && !/^[A-Za-z0-9]{6,35}$/.test(reference.trim())) {
      setReferenceError(t('upiReferenceWrong'));
      return;
    }
    const money =
      cashCollected === undefined
        ? {}
        : upi
          ? { upi: { amount: cashCollected, reference: reference.trim() } }
          : { cashCollected };
    setBusy(true);
    try {
      const marked = await staffData(deliveryWorkRoutes.markStop, {
        params: { id: stop.orderId },
        body: { outcome, ...money, note: note.trim() || null, ...(stopBottles && { bottlesCollected }) },
      });
      toast.success(word('marked', outcome, { name: stop.customerName }));
      setAsking(undefined);
      await onMarked(marked);
    } catch (error) {
      toast.error(messageOf(error));
      setAsking(undefined);
      // Someone else marked it meanwhile: show the stop as it is now.
      if (error instanceof ApiError && error.status === 409) await onMarked(stop);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`${styles.marks} ${styles.noPrint}`}>
      {STOP_OUTCOMES.map((outcome) => (
        <button
          key={outcome}
          type="button"
          className={buttonClass(LOOK[outcome], ['compact'])}
          disabled={busy}
          onClick={() => open(outcome)}
        >
          {word('outcome', outcome)}
        </button>
      ))}
      <ConfirmDialog
        open={asking !== undefined}
        title={asking ? word('ask', asking, { name: stop.customerName }) : ''}
        confirmLabel={asking ? word('yes', asking) : ''}
        cancelLabel={t('back')}
        tone={asking === 'DELIVERED' ? 'go' : 'danger'}
        busy={busy}
        onConfirm={() => asking && void mark(asking)}
        onCancel={() => setAsking(undefined)}
      >
        <div className={styles.markForm}>
          {asking === 'DELIVERED' && !takesCash && (
            <p>{t('orderMoney', { id: stop.orderId, money: doorMoney(stop) })}</p>
          )}
          {takesCash && (
            <fieldset className={styles.payBy}>
              <legend className={formStyles.label}>{t('paidBy')}</legend>
              {DOOR_PAYMENT_KINDS.map((kind) => (
                <label key={kind}>
                  <input
                    type="radio"
                    name={`${cashId}-by`}
                    value={kind}
                    checked={paidBy === kind}
                    onChange={() => setPaidBy(kind)}
                  />
                  {t(`kind.${kind}`)}
                </label>
              ))}
            </fieldset>
          )}
          {takesCash && paidBy === 'UPI' && (
            <div className={formStyles.field}>
              <label htmlFor={referenceId} className={formStyles.label}>
                {t('upiReference')}
              </label>
              <input
                id={referenceId}
                autoComplete="off"
                className={formStyles.input}
                value={reference}
                aria-invalid={referenceError ? true : undefined}
                aria-describedby={`${referenceId}-hint`}
                onChange={(e) => {
                  setReference(e.target.value);
                  setReferenceError(undefined);
                }}
              />
              <p id={`${referenceId}-hint`} className={referenceError ? formStyles.error : formStyles.hint}>
                {referenceError ?? t('upiReferenceHint')}
              </p>
            </div>
          )}
          {takesCash && (
            <div className={formStyles.field}>
              <label htmlFor={cashId} className={formStyles.label}>
                {t('amount', { label: amountLabel })}
              </label>
              <input
                id={cashId}
                inputMode="decimal"
                autoComplete="off"
                className={formStyles.input}
                value={cash}
                aria-invalid={cashError ? true : undefined}
                aria-describedby={`${cashId}-hint`}
                onChange={(e) => {
                  setCash(e.target.value);
                  setCashError(undefined);
                }}
              />
              <p id={`${cashId}-hint`} className={cashError ? formStyles.error : formStyles.hint}>
                {cashError ?? t('due', { amount: formatPaise(stop.codToCollect) })}
              </p>
            </div>
          )}
          {stopBottles && (
            <div className={formStyles.field}>
              <label htmlFor={bottlesId} className={formStyles.label}>
                {t('bottles')}
              </label>
              <input
                id={bottlesId}
                inputMode="numeric"
                autoComplete="off"
                className={formStyles.input}
                value={bottles}
                aria-invalid={bottlesError ? true : undefined}
                aria-describedby={`${bottlesId}-hint`}
                onChange={(e) => {
                  setBottles(e.target.value);
                  setBottlesError(undefined);
                }}
              />
              <p id={`${bottlesId}-hint`} className={bottlesError ? formStyles.error : formStyles.hint}>
                {bottlesError ?? t('bottlesHint', { given: stopBottles.given, balance: stopBottles.balance })}
              </p>
            </div>
          )}
          {asking && asking !== 'DELIVERED' && <p>{t('staysOut')}</p>}
          {asking && asking !== 'DELIVERED' && stop.subscription && <p>{t('skip.rule')}</p>}
          <div className={formStyles.field}>
            <label htmlFor={noteId} className={formStyles.label}>
              {t('note')} <span className={formStyles.optional}>{t('optional')}</span>
            </label>
            <textarea
              id={noteId}
              rows={2}
              maxLength={TEXT_LIMITS.orderNote}
              className={formStyles.input}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
        </div>
      </ConfirmDialog>
    </div>
  );
}
