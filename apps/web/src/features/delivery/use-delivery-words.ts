'use client';

import type { DeliveryCheck, DeliveryChoice, DeliveryDay } from '@farm/contract';
import { type SlotRefusal, slotWindowIn } from '@farm/contract/plain/delivery';
import { BASE_LANGUAGE, type Language } from '@farm/contract/plain/languages';
import { useMemo } from 'react';
import { formatDay, formatList } from '@/lib/format';
import { useWords, type Words } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Messages } from '@/lib/i18n/messages';

/**
 * The delivery answer in the page's language. English keeps the API's own sentences (the spec's
 * words: `Delivers to 642001 — Tomorrow, Sat 28 Nov 5–8 am`); another language says the same from
 * the answer's values (PIN code, days, slot windows), so no API English reaches a Tamil page but
 * the product names the answer carries; a slot's window is worded in the language (`காலை 5–8`). What
 * does not travel there is a code and values in every language (`refusal`, each product's `reason`:
 * decision 0049).
 */
export function useDeliveryWords() {
  const t = useWords('delivery');
  const language = useLanguage();
  return useMemo(() => deliveryWordsOf(t, language), [t, language]);
}

/** `useDeliveryWords` without React, for a test or a server part: the catalogue's words and the language. */
export function deliveryWordsOf(t: Words<Messages['delivery']>, language: Language) {
  const english = language === BASE_LANGUAGE;
  const window = (text: string) => slotWindowIn(text, language);
  const dayLabel = (day: Pick<DeliveryDay, 'date' | 'label'>) =>
    english ? day.label : formatDay(day.date, language);
  /** `Fresh Goat Milk does not travel to 600001; Goat Milk Ghee does`. */
  const notTravelling = (refused: readonly string[], pincode: string, accepted: readonly string[] = []) => {
    const list = (names: readonly string[]) => formatList(names, language);
    const no = t.counted('summary.refused', refused.length, { refused: list(refused), pincode });
    if (accepted.length === 0) return no;
    return no + t.counted('summary.accepted', accepted.length, { accepted: list(accepted) });
  };
  /**
   * `choice`: the day and slot the customer chose at checkout. The answer's own line names the
   * earliest slot; another choice is named instead (`Delivers to 642001 — Sun 6 Dec, 5–7 pm`), so
   * the headline does not say tomorrow morning above an evening the customer picked.
   */
  const summary = (check: DeliveryCheck, choice?: DeliveryChoice): string => {
    if (check.refusal) {
      const { refused, accepted, pincode } = check.refusal.params;
      return notTravelling(refused, pincode, accepted);
    }
    const chosen = choice && otherThanEarliest(check, choice);
    if (chosen) {
      const { day, slot } = chosen;
      return t('summary.earliest', {
        pincode: check.pincode,
        day: dayLabel(day),
        window: window(slot.window),
      });
    }
    if (english) return check.summary ?? '';
    const { pincode } = check;
    if (!check.served) return t('summary.notServed', { pincode });
    if (check.courierWindow) {
      const { from, to } = check.courierWindow;
      return t('summary.courier', {
        pincode,
        from: formatDay(from, language),
        to: formatDay(to, language),
      });
    }
    const earliest = check.earliest;
    if (earliest) {
      const slot = check.days
        .find((d) => d.date === earliest.date)
        ?.slots.find((s) => s.slotId === earliest.slotId);
      const day = formatDay(earliest.date, language);
      return t('summary.earliest', { pincode, day, window: window(slot?.window ?? '') });
    }
    return check.area ? t('summary.allTaken', { pincode }) : t('summary.anywhere', { pincode });
  };
  /** Why the area cannot take one line; `name` is the line's name in the page's language. */
  const lineReason = (check: DeliveryCheck | undefined, productId: number, name: string) => {
    const product = check?.products.find((p) => p.productId === productId);
    if (!check || !product?.reason) return undefined;
    const { pincode } = product.reason.params;
    if (product.reason.code === 'NOT_SERVED') return t('summary.notServed', { pincode });
    return notTravelling([english ? product.name : name], pincode);
  };
  const refusal = (reason: SlotRefusal) => t(`refusal.${reason}`);
  /** A courier's expected days: `between Mon 30 Nov and Wed 2 Dec` as the API says it in English. */
  const courierDays = (days: NonNullable<DeliveryCheck['courierWindow']>) =>
    english
      ? days.text
      : t('courierDays', { from: formatDay(days.from, language), to: formatDay(days.to, language) });
  return { summary, dayLabel, window, courierDays, lineReason, refusal, notTravelling, t };
}

/** The chosen day and slot as the answer offers them, unless it is the earliest (the answer's own line). */
function otherThanEarliest(check: DeliveryCheck, choice: DeliveryChoice) {
  const { earliest } = check;
  if (earliest && earliest.date === choice.date && earliest.slotId === choice.slotId) return undefined;
  const day = check.days.find((d) => d.date === choice.date);
  const slot = day?.slots.find((s) => s.slotId === choice.slotId);
  return day && slot ? { day, slot } : undefined;
}
