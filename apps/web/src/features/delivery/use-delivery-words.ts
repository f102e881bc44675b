'use client';

import type { DeliveryCheck, DeliveryDay } from '@farm/contract';
import type { SlotRefusal } from '@farm/contract/plain/delivery';
import { slotWindowIn } from '@farm/contract/plain/delivery';
import { BASE_LANGUAGE, type Language } from '@farm/contract/plain/languages';
import { useMemo } from 'react';
import { formatDay } from '@/lib/format';
import { useWords, type Words } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import type { Messages } from '@/lib/i18n/messages';

/**
 * The delivery answer in the page's language. English keeps the API's own sentences (the spec's
 * words: `Delivers to 642001 — Tomorrow, Sat 28 Nov 5–8 am`); another language says the same from
 * the answer's values (PIN code, days, slot windows), so no API English reaches a Tamil page but
 * the product names the answer carries; a slot's window is worded in the language (`காலை 5–8`).
 */
export function useDeliveryWords() {
  const t = useWords('delivery');
  const language = useLanguage();
  return useMemo(() => deliveryWords(t, language), [t, language]);
}

/** `useDeliveryWords`' words from a namespace's words and the language (also for a test). */
export function deliveryWords(t: Words<Messages['delivery']>, language: Language) {
  const english = language === BASE_LANGUAGE;
  const window = (text: string) => slotWindowIn(text, language);
  const dayLabel = (day: Pick<DeliveryDay, 'date' | 'label'>) =>
    english ? day.label : formatDay(day.date, language);
  const notTravelling = (names: readonly string[], pincode: string) =>
    t('summary.notTravelling', { names: names.join(', '), pincode });
  const summary = (check: DeliveryCheck): string => {
    if (english) return check.summary;
    const { pincode } = check;
    if (!check.served) return t('summary.notServed', { pincode });
    const refused = check.products.filter((p) => !p.deliverable).map((p) => p.name);
    if (refused.length > 0) return notTravelling(refused, pincode);
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
  /** Why the area cannot take one line (English: the API's own reason). */
  const lineReason = (check: DeliveryCheck | undefined, productId: number, name: string) => {
    const product = check?.products.find((p) => p.productId === productId);
    if (!check || !product || product.deliverable) return undefined;
    if (english) return product.reason ?? undefined;
    return check.area
      ? notTravelling([name], check.pincode)
      : t('summary.notServed', { pincode: check.pincode });
  };
  const refusal = (reason: SlotRefusal) => t(`refusal.${reason}`);
  return { summary, dayLabel, window, lineReason, refusal, t };
}
