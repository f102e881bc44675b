import type { Translations } from '@farm/contract/plain/languages';
import { and, asc, count, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { categories } from '../category/category.table.js';
import { onSale } from '../product/index.js';
import { products } from '../product/product.table.js';
import { cartCoupons, cartItems } from './cart.table.js';

export type CartLineRow = {
  productId: number;
  productCode: string;
  categoryId: number;
  name: string;
  translations: Translations<'name' | 'unit'>;
  imageUrls: string[];
  price: number;
  stock: number;
  onSale: boolean;
  quantity: number;
};

/** The customer's lines with today's product data, oldest line first. */
export async function findCartLines(db: DbOrTx, customerId: number): Promise<CartLineRow[]> {
  return db
    .select({
      productId: cartItems.productId,
      productCode: products.productCode,
      categoryId: products.categoryId,
      name: products.name,
      translations: products.translations,
      imageUrls: products.imageUrls,
      price: products.price,
      stock: products.stock,
      onSale: onSale(),
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
}

/** The quantity of the customer's line of this product; undefined when there is no such line. */
export async function findCartQuantity(
  db: DbOrTx,
  customerId: number,
  productId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, productId)))
    .limit(1);
  return row?.quantity;
}

export async function countCartLines(db: DbOrTx, customerId: number) {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.customerId, customerId));
  return row?.n ?? 0;
}

/** Sets the line's quantity, adding the line when there is none. */
export async function upsertCartLine(db: DbOrTx, customerId: number, productId: number, quantity: number) {
  await db
    .insert(cartItems)
    .values({ customerId, productId, quantity })
    .onConflictDoUpdate({ target: [cartItems.customerId, cartItems.productId], set: { quantity } });
}

export async function deleteCartLines(db: DbOrTx, customerId: number, productIds: number[]) {
  await cartLinesDeletion(db, { customerId, productIds });
}

/**
 * Deletes a customer's cart lines of these products (an int array). A statement of its own, or a
 * part of the checkout's (order-insert.repository.ts writes the order and empties its lines in one).
 */
export function cartLinesDeletionSql(customerId: SQLWrapper, productIds: SQLWrapper): SQL {
  return sql`delete from ${cartItems}
    where ${cartItems.customerId} = ${customerId}::int and ${cartItems.productId} = any(${productIds}::int[])`;
}

/** Prepared once (db/prepared-statement.ts), the ids as one array. */
const cartLinesDeletion = preparedStatement('cart_delete_lines', () =>
  cartLinesDeletionSql(sql.placeholder('customerId'), sql.placeholder('productIds')),
);

/** The coupon code on the customer's cart, if any. */
export async function findCartCouponCode(db: DbOrTx, customerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: cartCoupons.code })
    .from(cartCoupons)
    .where(eq(cartCoupons.customerId, customerId))
    .limit(1);
  return row?.code;
}

export async function saveCartCoupon(db: DbOrTx, customerId: number, code: string) {
  await db
    .insert(cartCoupons)
    .values({ customerId, code })
    .onConflictDoUpdate({ target: cartCoupons.customerId, set: { code, appliedAt: new Date() } });
}

export async function removeCartCoupon(db: DbOrTx, customerId: number) {
  await db.delete(cartCoupons).where(eq(cartCoupons.customerId, customerId));
}
