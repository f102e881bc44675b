/** The Razorpay stand-in's face: what the shop's payment module and tests may use. */
export type { RazorpayStandinControls } from './controls.js';
export type { OrderEntity, PaymentEntity, RefundEntity } from './entities.js';
export type { RazorpayErrorBody } from './errors.js';
export type { CheckoutError, CheckoutSuccessFields, PayOutcome, PayResult } from './payments.js';
export { checkoutSignature } from './payments.js';
export { pointRazorpayAt } from './point-sdk.js';
export { REFUND_IDEMPOTENCY_HEADER } from './refunds.js';
export {
  type RazorpayStandinOptions,
  type RazorpayStandinPlugin,
  razorpayStandin,
  type StartedRazorpayStandin,
  startRazorpayStandin,
} from './standin.js';
export type { WebhookEventName } from './webhook-events.js';
export type { RecordedEvent, WebhookDelivery } from './webhook-outbox.js';
