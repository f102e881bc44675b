import { type DeliveryRules, deliveryFeeFor, type OrderBreakdown, type OrderLineInput } from '@farm/contract';
import { AppError, conflict, type FieldError } from '../../../lib/app-error.js';
import type { LockedProduct } from '../../product/index.js';

/** An order line as it is written: the product's name and price as they are at checkout. */
export type PricedLine = {
  index: number;
  productId: number;
  productCode: string;
  name: string;
  unit: string;
  imageUrl: string | null;
  unitPrice: number;
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
      unknown.push({ field: `productDetails.${index}.productId`, message: 'no such product' });
      return;
    }
    if (product.status !== 'active') {
      unavailable.push({
        field: `productDetails.${index}.productId`,
        message: `${product.name} is not available`,
      });
    } else if (product.stock < line.quantity) {
      unavailable.push({ field: `productDetails.${index}.quantity`, message: shortMessage(product) });
    }
    lines.push({
      index,
      productId: product.id,
      productCode: product.productCode,
      name: product.name,
      unit: product.unit,
      imageUrl: product.imageUrl,
      unitPrice: product.price,
      quantity: line.quantity,
      lineTotal: product.price * line.quantity,
    });
  });
  if (unknown.length) throw new AppError(404, 'NOT_FOUND', 'Product not found', unknown);
  if (unavailable.length)
    throw conflict('OUT_OF_STOCK', 'Some products are not available in that quantity', unavailable);
  return lines;
}

function shortMessage(product: LockedProduct) {
  return product.stock === 0
    ? `${product.name} is out of stock`
    : `only ${product.stock} of ${product.name} left`;
}

export function outOfStock(lines: PricedLine[]) {
  return conflict(
    'OUT_OF_STOCK',
    'Some products are not available in that quantity',
    lines.map((l) => ({ field: `productDetails.${l.index}.quantity`, message: `${l.name} is out of stock` })),
  );
}

/**
 * What the priced lines cost: their sum, the delivery fee by the shop's rule and the total. The one
 * sum both the order and a PRICE_CHANGED answer are made from.
 */
export function breakdownOf(lines: PricedLine[], rules: DeliveryRules): OrderBreakdown {
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const deliveryFee = deliveryFeeFor(rules, subtotal);
  return {
    items: lines.map(({ productId, name, unit, unitPrice, quantity, lineTotal }) => ({
      productId,
      name,
      unit,
      unitPrice,
      quantity,
      lineTotal,
    })),
    subtotal,
    deliveryFee,
    total: subtotal + deliveryFee,
  };
}
