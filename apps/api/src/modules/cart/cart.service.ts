import { type Cart, type CartChange, type CartItem, MAX_CART_LINES, ORDER_LIMITS } from '@farm/contract';
import { translationsOfFields } from '@farm/contract/plain/languages';
import type { Db, DbOrTx } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { customerExists, lockCustomer } from '../customer/index.js';
import { checkDelivery } from '../delivery/index.js';
import { type DiscountedLine, priceOrder, readPricingInputs, withOfferTitle } from '../pricing/index.js';
import { findShelfProduct } from '../product/index.js';
import { getShopSettings } from '../settings/index.js';
import {
  type CartLineRow,
  countCartLines,
  deleteCartLines,
  findCartCouponCode,
  findCartLines,
  findCartQuantity,
  removeCartCoupon,
  saveCartCoupon,
  upsertCartLine,
} from './cart.repository.js';

/**
 * The cart with today's prices and offers (paise), priced as the checkout would price it: a line is
 * orderable when its product is on sale with enough stock, and only orderable lines count. The
 * coupon on the cart is checked again each time: one that stopped applying says why.
 */
export async function getCart(
  db: DbOrTx,
  customerId: number,
  delivery?: { pincode: string; now: Date },
): Promise<Cart> {
  if (!(await customerExists(db, customerId))) throw notFound('Customer');
  return pricedCart(db, customerId, await findCartCouponCode(db, customerId), delivery);
}

/**
 * The cart priced by the one price (pricing's `priceOrder`), as the storefront's checkout would
 * price it. With a PIN code, the cart says how its area delivers the lines (issue 16), charges the
 * area's fee and says what the checkout's rules say of it (`checks`); without, the shop's fee.
 */
async function pricedCart(
  db: DbOrTx,
  customerId: number,
  couponCode: string | undefined,
  delivery?: { pincode: string; now: Date },
): Promise<Cart> {
  const lines = await findCartLines(db, customerId);
  const orderable = lines.filter(isOrderable);
  const [inputs, settings, check] = await Promise.all([
    readPricingInputs(db, { customerId, couponCode }),
    getShopSettings(db),
    delivery
      ? checkDelivery(
          db,
          { pincode: delivery.pincode, productIds: orderable.map((l) => l.productId) },
          delivery.now,
        )
      : undefined,
  ]);
  const area = check?.area ?? null;
  const priced = priceOrder(
    orderable.map((l) => ({
      productId: l.productId,
      categoryId: l.categoryId,
      unitPrice: l.price,
      quantity: l.quantity,
    })),
    inputs,
    { fee: area ?? settings, area, cash: { ceiling: settings.codMaxTotal } },
  );
  const discountOf = new Map(priced.lines.map((l) => [l.productId, l]));
  const items = lines.map((line) => toCartItem(line, discountOf.get(line.productId)));
  const { coupon } = priced;
  return {
    items,
    itemCount: items.length,
    quantityTotal: items.reduce((sum, item) => sum + item.quantity, 0),
    ...priced.totals,
    coupon: coupon && {
      code: coupon.code,
      description: coupon.description,
      translations: translationsOfFields(inputs.coupon?.terms?.translations, ['description']),
      discount: coupon.discount,
      problem: coupon.problem,
      problemWords: coupon.refusal && { code: coupon.refusal.code, params: coupon.refusal.params },
    },
    ...(check ? { delivery: check, checks: priced.checks } : {}),
  };
}

/**
 * Puts a coupon on the cart when it applies to the cart now; otherwise 409 COUPON_INVALID saying
 * why, and the cart keeps the coupon it had.
 */
export async function applyCartCoupon(db: Db, customerId: number, code: string): Promise<Cart> {
  if (!(await customerExists(db, customerId))) throw notFound('Customer');
  const cart = await pricedCart(db, customerId, code);
  const problem = cart.coupon?.problem;
  const words = cart.coupon?.problemWords;
  if (problem && words)
    throw conflict('COUPON_INVALID', problem, [{ field: 'code', ...words, message: problem }]).worded(
      {},
      'FIELD_SENTENCE',
    );
  await saveCartCoupon(db, customerId, code);
  return cart;
}

export async function takeOffCartCoupon(db: Db, customerId: number): Promise<Cart> {
  if (!(await customerExists(db, customerId))) throw notFound('Customer');
  await removeCartCoupon(db, customerId);
  return pricedCart(db, customerId, undefined);
}

function isOrderable(line: CartLineRow) {
  return line.onSale && line.stock >= line.quantity;
}

/**
 * `add-to-cart` sets the line's quantity (not adds to it): 1..stock of a product on sale. `changed`
 * is false when the line held that quantity already, so the customer can be told nothing happened.
 */
export async function setCartQuantity(
  db: Db,
  customerId: number,
  productId: number,
  quantity: number,
): Promise<CartChange> {
  const changed = await transactionRetryingDeadlocks(db, async (tx) => {
    if (!(await lockCustomer(tx, customerId))) throw notFound('Customer');
    const product = await findShelfProduct(tx, productId);
    if (!product?.onSale) throw notFound('Product');
    if (quantity > product.stock) {
      const message =
        product.stock === 0
          ? `${product.name} is out of stock`
          : `Only ${product.stock} of ${product.name} in stock`;
      throw conflict('OUT_OF_STOCK', message, [
        {
          field: 'Quantity',
          code: 'AT_MOST_STOCK',
          params: { left: product.stock },
          message: `at most ${product.stock}`,
        },
      ]).worded(
        { name: product.name, left: product.stock },
        product.stock === 0 ? 'NAME_OUT_OF_STOCK' : 'ONLY_LEFT_OF_NAME_IN_STOCK',
      );
    }
    const current = await findCartQuantity(tx, customerId, productId);
    if (current === quantity) return false;
    if (current === undefined && (await countCartLines(tx, customerId)) >= MAX_CART_LINES) {
      throw conflict('CART_FULL', `A cart holds at most ${MAX_CART_LINES} products`).worded(
        { MAX_CART_LINES },
        'CART_HOLDS_MOST_MAX_CART',
      );
    }
    await upsertCartLine(tx, customerId, productId, quantity);
    return true;
  });
  return { ...(await getCart(db, customerId)), changed };
}

/** The toast for an `add-to-cart`: "Added to cart", or why nothing changed. */
export function cartChangeMessage(change: CartChange, productId: number): string {
  const line = change.items.find((item) => item.productId === productId);
  if (change.changed || !line) return 'Added to cart';
  return line.quantity >= line.maxQuantity
    ? `You already have all ${line.quantity} in your cart`
    : `You already have ${line.quantity} in your cart`;
}

/** Removes the lines of these products (ids not in the cart are ignored). */
export async function removeFromCart(db: Db, customerId: number, productIds: number[]): Promise<Cart> {
  if (!(await customerExists(db, customerId))) throw notFound('Customer');
  await deleteCartLines(db, customerId, productIds);
  return getCart(db, customerId);
}

/** A cart line as shown: priced lines carry their offer; a line that cannot be ordered, none. */
function toCartItem(line: CartLineRow, priced: DiscountedLine | undefined): CartItem {
  const unitDiscount = priced?.unitDiscount ?? 0;
  return {
    productId: line.productId,
    productCode: line.productCode,
    name: line.name,
    translations: withOfferTitle(
      translationsOfFields(line.translations, ['name', 'unit']),
      priced?.offerTitles ?? {},
    ),
    imageUrl: line.imageUrls[0] ?? null,
    unitPrice: line.price,
    unitDiscount,
    offerTitle: priced?.offerTitle ?? null,
    quantity: line.quantity,
    lineTotal: (line.price - unitDiscount) * line.quantity,
    inStock: isOrderable(line),
    maxQuantity: line.onSale ? Math.min(line.stock, ORDER_LIMITS.maxQuantityPerLine) : 0,
  };
}
