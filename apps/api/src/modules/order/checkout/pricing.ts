import {
  ORDER_LINE_TRANSLATED,
  type OrderBreakdown,
  type OrderLineInput,
  type OrderLineTranslatedField,
  type Worded,
} from '@farm/contract';
import { type Translations, translationsOfFields } from '@farm/contract/plain/languages';
import { AppError, conflict, type FieldError } from '../../../lib/app-error.js';
import type { CouponOutcome, PricedOrder } from '../../pricing/index.js';
import type { LockedProduct } from '../../product/index.js';

/** An order line as it is written: the product's name and price as they are at checkout. */
export type PricedLine = {
  index: number;
  productId: number;
  categoryId: number;
  productCode: string;
  name: string;
  unit: string;
  imageUrl: string | null;
  unitPrice: number;
  unitDiscount: number;
  offerTitle: string | null;
  /** The product's name and unit in the other languages, kept with the line (decision 0053). */
  translations: Translations<OrderLineTranslatedField>;
  quantity: number;
  lineTotal: number;
};

/** Matches the request's lines to the locked products: unknown → 404, unavailable or short → 409. */
export function priceLines(requested: OrderLineInput[], locked: LockedProduct[]): PricedLine[] {
  const byId = new Map(locked.map((p) => [p.id, p]));
  const unknown: FieldError[] = [];
  const unavailable: FieldError[] = [];
  const lines: PricedLine[] = [];
  requested.forEach((line, index) => {
    const product = byId.get(line.productId);
    if (!product) {
      unknown.push({
        field: `productDetails.${index}.productId`,
        code: 'NO_SUCH_PRODUCT',
        message: 'no such product',
      });
      return;
    }
    if (product.status !== 'active') {
      unavailable.push({
        field: `productDetails.${index}.productId`,
        code: 'NOT_AVAILABLE',
        params: { name: product.name },
        message: `${product.name} is not available`,
      });
    } else if (product.stock < line.quantity) {
      unavailable.push({ field: `productDetails.${index}.quantity`, ...shortWords(product) });
    }
    lines.push({
      index,
      productId: product.id,
      categoryId: product.categoryId,
      productCode: product.productCode,
      name: product.name,
      unit: product.unit,
      imageUrl: product.imageUrl,
      unitPrice: product.price,
      unitDiscount: 0,
      offerTitle: null,
      translations: translationsOfFields(product.translations, ORDER_LINE_TRANSLATED),
      quantity: line.quantity,
      lineTotal: product.price * line.quantity,
    });
  });
  if (unknown.length)
    throw new AppError(404, 'NOT_FOUND', 'Product not found', unknown).worded({}, 'PRODUCT_NOT_FOUND');
  if (unavailable.length)
    throw conflict('OUT_OF_STOCK', 'Some products are not available in that quantity', unavailable).worded(
      {},
      'SOME_PRODUCTS_NOT_AVAILABLE_QUANTITY',
    );
  return lines;
}

function shortWords(product: LockedProduct): Worded {
  const { name, stock: left } = product;
  return left === 0
    ? { code: 'OUT_OF_STOCK', params: { name }, message: `${name} is out of stock` }
    : { code: 'OUT_OF_STOCK_ONLY', params: { name, left }, message: `only ${left} of ${name} left` };
}

export function outOfStock(lines: PricedLine[]) {
  return conflict(
    'OUT_OF_STOCK',
    'Some products are not available in that quantity',
    lines.map((l) => ({
      field: `productDetails.${l.index}.quantity`,
      code: 'OUT_OF_STOCK' as const,
      params: { name: l.name },
      message: `${l.name} is out of stock`,
    })),
  ).worded({}, 'SOME_PRODUCTS_NOT_AVAILABLE_QUANTITY');
}

/** The priced order (pricing's `priceOrder`) as the API answers it, each line as the order keeps it. */
export function breakdownOf(priced: PricedOrder<PricedLine>): OrderBreakdown {
  return {
    items: priced.lines.map(
      ({ productId, name, unit, unitPrice, unitDiscount, offerTitle, quantity, lineTotal }) => ({
        productId,
        name,
        unit,
        unitPrice,
        unitDiscount,
        offerTitle,
        quantity,
        lineTotal,
      }),
    ),
    couponCode: priced.coupon?.code ?? null,
    ...priced.totals,
  };
}

/** The order's coupon, which must apply: one that does not is 409 COUPON_INVALID saying why. */
export function usableCoupon(coupon: CouponOutcome): CouponOutcome {
  if (coupon.refusal === null) return coupon;
  throw conflict('COUPON_INVALID', coupon.refusal.message, [
    { field: 'couponCode', ...coupon.refusal },
  ]).worded({}, 'FIELD_SENTENCE');
}
