import { z } from 'zod';
import { idSchema, paiseSchema } from './common';
import { appliedCouponSchema } from './coupon';
import { deliveryCheckSchema } from './delivery';
import { orderChecksSchema } from './order';
import { pincodeSchema } from './settings';
import { translationsReadSchema } from './translations';

/** A cart holds at most this many lines (different products). */
export const MAX_CART_LINES = 100;
/** No line asks for more than this, whatever the stock. */
export const MAX_CART_QUANTITY = 1_000_000;
/** `productIds` lists of the remove calls take at most this many ids. */
export const MAX_PRODUCT_IDS = 100;

/** An id in a JSON body: a number, never `"5"` or `true`. */
const bodyIdSchema = z.number().int().positive().max(2_147_483_647);

/**
 * The legacy paths name the customer (`customerId`); it is checked against the token (403 when a
 * customer names someone else). A signed-in customer may leave it out; staff must give it.
 */
export const customerQuerySchema = z.object({ customerId: idSchema.optional() });

/** `GET /product/add-to-cart?productId&Quantity&customerId`: sets the line's quantity (1..stock). */
export const addToCartQuerySchema = z.object({
  productId: idSchema,
  Quantity: z.coerce.number<number>().int().min(1).max(MAX_CART_QUANTITY),
  customerId: idSchema.optional(),
});

/** The body of `POST /customer/cart/remove` and `POST /customer/remove-product`. */
export const productIdsBodySchema = z.strictObject({
  productIds: z.array(bodyIdSchema).min(1).max(MAX_PRODUCT_IDS),
});

export const cartItemSchema = z.object({
  productId: idSchema,
  productCode: z.string(),
  name: z.string(),
  /**
   * The product's staff-written Tamil and today's offer's title in Tamil (decision 0053): the cart
   * shows the name and the offer in the page's language.
   */
  translations: translationsReadSchema(['name', 'unit', 'offerTitle'] as const),
  imageUrl: z.string().nullable(),
  /** Today's list price of the product (paise), not the price when it was added. */
  unitPrice: paiseSchema,
  /** What today's best offer takes off each unit (0 without one). */
  unitDiscount: paiseSchema,
  /** That offer's title. */
  offerTitle: z.string().nullable(),
  quantity: z.number().int(),
  /** `(unitPrice - unitDiscount) × quantity`. */
  lineTotal: z.number().int(),
  /** The product is on sale and has at least `quantity` in stock. */
  inStock: z.boolean(),
  /** The most this line may hold now: the stock, at most an order line's limit; 0 when not on sale. */
  maxQuantity: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** `GET /customer/cart/{id}?pincode=`: price the delivery to this PIN code's area. */
export const cartQuerySchema = z.object({ pincode: pincodeSchema.optional() });

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** Number of lines: the cart badge. */
  itemCount: z.number().int(),
  /** Sum of the quantities of all lines. */
  quantityTotal: z.number().int(),
  /**
   * The lines that can be ordered now (`inStock`) as the checkout would price them (paise): at list
   * price, what offers take off, what the coupon takes off, the delivery fee and the total the
   * checkout sends back as shown.
   */
  subtotal: z.number().int(),
  discountTotal: z.number().int(),
  couponDiscount: z.number().int(),
  deliveryFee: z.number().int(),
  total: z.number().int(),
  /** The coupon the customer applied, with what it takes off now or why it takes nothing. */
  coupon: appliedCouponSchema.nullable(),
  /**
   * Delivery to the PIN code asked with `?pincode=` (issue 16): its area (whose fee the totals use),
   * which lines it receives, its days and slots. Absent without a PIN code.
   */
  delivery: deliveryCheckSchema.optional(),
  /**
   * With `?pincode=`, what the checkout's rules say of ordering these lines there: the area's
   * minimum order, cash on delivery, the most lines an order holds. The checkout shows these.
   */
  checks: orderChecksSchema.optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * What `add-to-cart` answers: the cart, and whether the line changed. `changed: false` when the line
 * already held that quantity (its message then says so, e.g. "You already have all 1 in your cart").
 */
export const cartChangeSchema = cartSchema.extend({ changed: z.boolean() });
export type CartChange = z.infer<typeof cartChangeSchema>;
