import type { MessageTemplate } from '../shapes.js';

/**
 * The shop's registered message templates in English (TRAI DLT for SMS, WhatsApp's approved utility
 * templates). A DLT template is registered word for word; only the `{#var#}` places vary, each at most
 * 30 characters, and no link may appear that was not registered with it (only back-in-stock's, the
 * shop's own address). WhatsApp templates carry the same words with `{{1}}`, `{{2}}`… in those places.
 * Changing a text here means registering it again under a new template id. An outbox row names its
 * template by key and keeps its values; the sender picks the text by key and language (decision 0046;
 * apps/api/src/modules/notification/message-templates.ts fills and checks them).
 */
/** The order's messages, by the name order-message.ts chooses them by. */
export const ORDER_MESSAGES = {
  placed: {
    dltTemplateId: '1107176400000000101',
    whatsappName: 'order_placed',
    text: '{#var#}: order #{#var#} for Rs.{#var#} is placed. We will tell you when it is on its way.',
    variables: ['shop', 'order', 'amount'],
  },
  confirmed: {
    dltTemplateId: '1107176400000000102',
    whatsappName: 'order_confirmed',
    text: '{#var#}: your order #{#var#} is confirmed and is being packed at the farm.',
    variables: ['shop', 'order'],
  },
  shippedOwn: {
    dltTemplateId: '1107176400000000103',
    whatsappName: 'order_out_for_delivery',
    text: '{#var#}: your order #{#var#} is out for delivery and arrives {#var#}.',
    variables: ['shop', 'order', 'slot'],
  },
  shippedCourier: {
    dltTemplateId: '1107176400000000104',
    whatsappName: 'order_shipped',
    text: '{#var#}: your order #{#var#} is shipped by courier and is expected {#var#}.',
    variables: ['shop', 'order', 'expected'],
  },
  /** As `shippedCourier`, naming the courier and number staff gave (issue 32.5); a new registration. */
  shippedCourierTracked: {
    dltTemplateId: '1107176400000000110',
    whatsappName: 'order_shipped_tracked',
    text: '{#var#}: order #{#var#} shipped by {#var#}, expected {#var#}.',
    variables: ['shop', 'order', 'tracking', 'expected'],
  },
  delivered: {
    dltTemplateId: '1107176400000000105',
    whatsappName: 'order_delivered',
    text: '{#var#}: your order #{#var#} is delivered. Thank you for buying from our farm.',
    variables: ['shop', 'order'],
  },
  cancelled: {
    dltTemplateId: '1107176400000000106',
    whatsappName: 'order_cancelled',
    text: '{#var#}: your order #{#var#} is cancelled. Any amount you paid online will be refunded.',
    variables: ['shop', 'order'],
  },
  refunded: {
    dltTemplateId: '1107176400000000107',
    whatsappName: 'order_refunded',
    text: '{#var#}: refund of Rs.{#var#} for order #{#var#} sent. Banks take up to 7 days.',
    variables: ['shop', 'amount', 'order'],
  },
  /** Sign-in, reset, sign-up, number change and closing codes: a "service implicit" template. SMS only. */
  code: {
    dltTemplateId: '1107176400000000108',
    whatsappName: 'sign_in_code',
    text: '{#var#} is your {#var#} code. It expires in {#var#} minutes. Do not share it.',
    variables: ['code', 'shop', 'minutes'],
    secret: 'code',
  },
} as const satisfies Record<string, MessageTemplate>;

/**
 * "Good news! … is back in stock": SMS only. Its link is a fixed part registered by each shop with
 * its own address (`{site}`, SITE_URL; README "Going live"), the product code the one variable in it.
 * Longer than one SMS part with long names, as it always was.
 */
export const BACK_IN_STOCK_TEMPLATE = {
  dltTemplateId: '1107176400000000109',
  whatsappName: 'back_in_stock',
  text: 'Good news! {#var#} is back in stock at {#var#}. Order now: {site}/productDetailsPage?productCode={#var#}',
  variables: ['product', 'shop', 'code'],
  fixed: ['site'],
} as const satisfies MessageTemplate;

/**
 * A subscription's delivery the wallet could not cover (issue 34.3): not generated, and the customer
 * told that evening, at the cut-off, never silently. `slot` is worded from the day and window kept.
 */
export const DELIVERY_NOT_GENERATED_TEMPLATE = {
  dltTemplateId: '1107176400000000111',
  whatsappName: 'subscription_not_delivered',
  text: '{#var#}: your wallet cannot cover Rs.{#var#}, so no milk comes {#var#}. Top up to restart.',
  variables: ['shop', 'amount', 'slot'],
} as const satisfies MessageTemplate;

/**
 * A subscription's delivery the job could not place for another reason than money (issue 34.2):
 * short of stock, a product no longer sold, a full slot, an area or day closed. Told that evening,
 * once; nothing is charged. `why` is worded by the sender from the reason code the row keeps.
 */
export const DELIVERY_REFUSED_TEMPLATE = {
  dltTemplateId: '1107176400000000115',
  whatsappName: 'subscription_not_coming',
  text: '{#var#}: no milk comes {#var#}: {#var#}. Nothing is charged. Sorry.',
  variables: ['shop', 'slot', 'why'],
} as const satisfies MessageTemplate;

/**
 * The evening before a subscription's delivery (issue 34.2, opt-in): what comes and the one-tap skip
 * link. DLT registers the link's domain with the template (`{site}`, each shop's own address, like
 * back-in-stock's); the signed token is the one variable in it (30 characters at most, no dot).
 */
export const SUBSCRIPTION_REMINDER_TEMPLATE = {
  dltTemplateId: '1107176400000000113',
  whatsappName: 'subscription_reminder',
  text: '{#var#}: Tomorrow {#var#}: {#var#}. To skip it: {site}/skip/{#var#}',
  variables: ['shop', 'window', 'items', 'token'],
  fixed: ['site'],
} as const satisfies MessageTemplate;

/**
 * The wallet will not cover the next days of a customer's subscriptions (issue 34.3): the balance,
 * the days, and the top-up page (its domain registered with the template, as above).
 */
export const LOW_BALANCE_TEMPLATE = {
  dltTemplateId: '1107176400000000114',
  whatsappName: 'wallet_low_balance',
  text: '{#var#}: your wallet has Rs.{#var#}, not enough for the next {#var#} days of milk. Top up: {site}/wallet',
  variables: ['shop', 'balance', 'days'],
  fixed: ['site'],
} as const satisfies MessageTemplate;

/**
 * A monthly-bill customer's statement closed on the 1st (issue 34.3): the month, the amount due and
 * the wallet page where the statement is read and paid (its domain registered with the template).
 */
export const MONTHLY_STATEMENT_TEMPLATE = {
  dltTemplateId: '1107176400000000116',
  whatsappName: 'monthly_bill_statement',
  text: '{#var#}: your milk bill for {#var#} is Rs.{#var#}. See it and pay: {site}/wallet',
  variables: ['shop', 'month', 'amount'],
  fixed: ['site'],
} as const satisfies MessageTemplate;

/** Every registered template, by the key an outbox row names. */
export const MESSAGES = {
  ...ORDER_MESSAGES,
  backInStock: BACK_IN_STOCK_TEMPLATE,
  deliveryNotGenerated: DELIVERY_NOT_GENERATED_TEMPLATE,
  deliveryRefused: DELIVERY_REFUSED_TEMPLATE,
  subscriptionReminder: SUBSCRIPTION_REMINDER_TEMPLATE,
  lowBalance: LOW_BALANCE_TEMPLATE,
  monthlyStatement: MONTHLY_STATEMENT_TEMPLATE,
} as const;
