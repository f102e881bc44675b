'use client';

import type { Subscription } from '@farm/contract';
import { dayText } from '@farm/contract/plain/delivery';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-fields';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { DateField, laterDay } from './date-field';
import { draftOf, patternOf, patternProblem } from './pattern-draft';
import { PatternFields } from './pattern-fields';
import styles from './subscription.module.css';
import type { SubscriptionChange } from './subscription-api';

type Props = {
  subscription: Subscription;
  /** The first day still open to change: the earliest a change may start. */
  firstDay: string;
  busy: boolean;
  onChange(change: SubscriptionChange, done: string): void;
};

/** Pause for dates, resume, change the pattern, cancel (after a confirmation): each from a day on. */
export function SubscriptionChanges({ subscription, firstDay, busy, onChange }: Props) {
  const t = useWords('subscription');
  const language = useLanguage();
  const say = (day: string) => dayText(day, language);
  const [pause, setPause] = useState({ fromDay: firstDay, untilDay: firstDay });
  const [resumeDay, setResumeDay] = useState(firstDay);
  const [patternDay, setPatternDay] = useState(firstDay);
  const [draft, setDraft] = useState(() => draftOf(subscription));
  const [confirming, setConfirming] = useState(false);
  const productIds = subscription.patterns.at(-1)?.lines.map((l) => l.productId) ?? [];
  return (
    <section className={styles.changes} aria-label={t('changes.title')}>
      <Change title={t('changes.pauseTitle')}>
        <form
          className={styles.change}
          onSubmit={(e) => {
            e.preventDefault();
            onChange(
              { kind: 'PAUSE', ...pause },
              t('changes.paused', { from: say(pause.fromDay), until: say(pause.untilDay) }),
            );
          }}
        >
          <div className={styles.dates}>
            <DateField
              label={t('changes.pauseFrom')}
              value={pause.fromDay}
              min={firstDay}
              onChange={(fromDay) => setPause({ fromDay, untilDay: laterDay(fromDay, pause.untilDay) })}
            />
            <DateField
              label={t('changes.pauseUntil')}
              value={pause.untilDay}
              min={pause.fromDay}
              onChange={(untilDay) => setPause({ ...pause, untilDay })}
            />
          </div>
          <Submit busy={busy}>{t('changes.pause')}</Submit>
        </form>
      </Change>
      <Change title={t('changes.resumeTitle')}>
        <form
          className={styles.change}
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ kind: 'RESUME', fromDay: resumeDay }, t('changes.resumed', { day: say(resumeDay) }));
          }}
        >
          <DateField
            label={t('changes.resumeFrom')}
            value={resumeDay}
            min={firstDay}
            onChange={setResumeDay}
          />
          <Submit busy={busy}>{t('changes.resume')}</Submit>
        </form>
      </Change>
      <Change title={t('changes.patternTitle')}>
        <form
          className={styles.change}
          onSubmit={(e) => {
            e.preventDefault();
            if (patternProblem(draft)) return;
            onChange(
              { kind: 'PATTERN', fromDay: patternDay, pattern: patternOf(draft, productIds) },
              t('changes.patternChanged', { day: say(patternDay) }),
            );
          }}
        >
          <PatternFields draft={draft} onChange={setDraft} />
          <DateField
            label={t('changes.patternFrom')}
            value={patternDay}
            min={firstDay}
            onChange={setPatternDay}
          />
          <Submit busy={busy || patternProblem(draft) !== undefined}>{t('changes.patternSave')}</Submit>
        </form>
      </Change>
      <div>
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.danger}`}
          onClick={() => setConfirming(true)}
        >
          {t('changes.cancel')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('changes.cancelTitle', { id: subscription.id })}
        confirmLabel={t('changes.cancelConfirm')}
        cancelLabel={t('changes.cancelKeep')}
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onChange(
            { kind: 'CANCEL', fromDay: firstDay },
            t('changes.cancelled', { id: subscription.id, day: say(firstDay) }),
          );
        }}
        onCancel={() => setConfirming(false)}
      >
        {t('changes.cancelText', { day: say(firstDay) })}
      </ConfirmDialog>
    </section>
  );
}

function Change({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className={styles.change}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}

function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div>
      <button type="submit" className={formStyles.button} disabled={busy}>
        {children}
      </button>
    </div>
  );
}
