import { type Language, type Translations, translated } from '@farm/contract/plain/languages';
import type { Words } from '@/lib/i18n/client-words';
import type { Messages } from '@/lib/i18n/messages';

/** What a "Notify me" tap did: asked for the text, or withdrew the request. */
export type NotifyDone = 'asked' | 'withdrawn';

type NamedProduct = { name: string; translations?: Translations<'name'> | null };

/**
 * The toast after a "Notify me" tap, in the page's language with the product's name in it: the
 * English is the API's own answer word for word (`We will notify you when … is back in stock`).
 */
export function notifyAnswer(
  t: Words<Messages['product']>,
  language: Language,
  product: NamedProduct,
  done: NotifyDone,
): string {
  return t(`notify.${done}`, { name: translated(product, 'name', language) });
}
