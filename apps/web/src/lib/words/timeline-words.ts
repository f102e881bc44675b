import type { OrderEvent, OrderPayment, PaymentNote, TimelineNote } from '@farm/contract';
import { BASE_LANGUAGE, type Language, LOCALES } from '@farm/contract/plain/languages';
import en from '@farm/words/en/timeline.json';
import ta from '@farm/words/ta/timeline.json';
import { createTranslator } from 'use-intl/core';

/**
 * A timeline entry's note in words (issue 31.5b): what the shop wrote is a kind and values, worded
 * here from the catalogue of the page's language (`messages/<language>/timeline.json`); what a
 * person typed follows it as typed. Old rows hold the shop's English in `note` and are shown as
 * they are.
 */
const CATALOGUES = { en, ta } satisfies Record<Language, typeof en>;

function translatorOf(language: Language) {
  return createTranslator({
    locale: LOCALES[language],
    messages: CATALOGUES[language],
    namespace: 'timeline',
  });
}

type Translate = ReturnType<typeof translatorOf>;
const translators = new Map<Language, Translate>();

function translateIn(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    translate = translatorOf(language);
    translators.set(language, translate);
  }
  return translate;
}

function said(translate: Translate, note: TimelineNote): string {
  switch (note.kind) {
    case 'PAID_ONLINE':
      return translate('PAID_ONLINE', {
        method: note.values.method ?? 'none',
        reference: note.values.reference,
      });
    case 'UNPAID_EXPIRED':
      return translate('UNPAID_EXPIRED', { minutes: note.values.minutes });
    case 'DOOR_MARK':
      return translate('DOOR_MARK', { outcome: note.values.outcome });
    case 'ARCHIVED':
    case 'UNARCHIVED':
      return translate(note.kind);
    case 'LINES_RETURNED': {
      const lines = note.values.lines.map((line) => translate('LINE', line)).join(', ');
      return translate('LINES_RETURNED', { lines, restock: String(note.values.restock) });
    }
    case 'RESTOCKED':
      return translate('RESTOCKED', note.values);
  }
}

export function timelineNoteText(
  event: Pick<OrderEvent, 'note' | 'systemNote'>,
  language: Language = BASE_LANGUAGE,
): string | null {
  if (!event.systemNote) return event.note;
  const translate = translateIn(language);
  const words = said(translate, event.systemNote);
  if (!event.note) return words;
  const joined = event.systemNote.kind === 'DOOR_MARK' ? 'DOOR_MARK_WITH_NOTE' : 'WITH_NOTE';
  return translate(joined, { said: words, note: event.note });
}

function paymentSaid(translate: Translate, note: PaymentNote, typed: string | null): string {
  switch (note.kind) {
    case 'PAID_ONLINE':
      return translate('PAID_ONLINE', { ...note.values, method: note.values.method ?? 'none' });
    case 'PAID_TO_REFUND':
      // The paise as the API once wrote them, digits without grouping ("for 12345 paise").
      return translate('PAID_TO_REFUND', {
        ...note.values,
        method: note.values.method ?? 'none',
        amount: String(note.values.amount),
      });
    case 'REFUND':
      if (typed) return translate('REFUND_WITH_REASON', { reference: note.values.reference, reason: typed });
      return translate('REFUND', {
        reference: note.values.reference,
        orderCancelled: String(note.values.orderCancelled),
      });
  }
}

/**
 * A payment row's note: what the shop wrote (paid online, to be refunded, a refund with the reason
 * staff typed) worded from its kind, cash taken at the door from `collectedBy`; old rows as stored.
 */
export function paymentNoteText(
  payment: Pick<OrderPayment, 'note' | 'systemNote' | 'collectedBy'>,
  language: Language = BASE_LANGUAGE,
): string | null {
  if (payment.systemNote) return paymentSaid(translateIn(language), payment.systemNote, payment.note);
  if (payment.note) return payment.note;
  return payment.collectedBy === 'CASH' ? translateIn(language)('COLLECTED_AT_DOOR') : null;
}
