import type { BuyAgainChange, BuyAgainResult, OrderItem } from '@farm/contract';
import { type Language, translated } from '@farm/contract/plain/languages';
import { formatPaise } from '@/lib/format';
import type { Words } from '@/lib/i18n/client-words';
import type { Messages } from '@/lib/i18n/messages';

type OrderedLine = Pick<OrderItem, 'productId' | 'name' | 'translations'>;

/**
 * What "Buy again" put in the cart and what changed since the order, in the page's language. A
 * product is named as the order's line names it in that language (its Tamil as ordered), else as
 * the answer names it (English: the answer's name, word for word as before).
 */
export function buyAgainWords(
  t: Words<Messages['order']>,
  language: Language,
  items: readonly OrderedLine[],
) {
  const nameOf = (change: BuyAgainChange) => {
    const line = items.find((item) => item.productId === change.productId);
    const kept = line ? translated(line, 'name', language) : undefined;
    return kept && kept !== line?.name ? kept : change.name;
  };
  /** One change "Buy again" found. */
  const change = (found: BuyAgainChange): string => {
    const name = nameOf(found);
    switch (found.kind) {
      case 'NOT_SOLD':
        return t('buyAgain.notSold', { name });
      case 'FEWER':
        return found.added === 0
          ? t('buyAgain.outOfStock', { name })
          : t('buyAgain.fewer', { name, added: found.added, ordered: found.ordered });
      case 'PRICE':
        return t('buyAgain.price', { name, now: formatPaise(found.now), was: formatPaise(found.was) });
      case 'CART_FULL':
        return t('buyAgain.cartFull', { name });
    }
  };
  /** The toast's headline: what went into the cart. */
  const title = (result: BuyAgainResult) =>
    result.added === 0 ? t('buyAgain.nothing') : t.counted('buyAgain.added', result.added);
  return { change, title };
}
