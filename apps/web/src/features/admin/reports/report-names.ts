import type { SalesProduct } from '@farm/contract';
import { type Language, translated } from '@farm/contract/plain/languages';

/** A sold product's category, named in the page's language. */
export function categoryNameIn(
  product: Pick<SalesProduct, 'categoryName' | 'categoryTranslations'>,
  language: Language,
) {
  return translated(
    { name: product.categoryName, translations: product.categoryTranslations },
    'name',
    language,
  );
}
