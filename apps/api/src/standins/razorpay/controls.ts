import { type Payer, type PayOutcome, type PayResult, payOrder, type StandinCore } from './payments.js';
import type { RecordedEvent, WebhookDelivery } from './webhook-outbox.js';

/**
 * What tests (and the demo) may do that Razorpay's API does not offer: see and steer webhooks, and
 * pay an order without a browser. The same as functions here and as HTTP under `/_standin/`.
 */
export type RazorpayStandinControls = {
  /** Every event made so far, oldest first, with its deliveries. */
  events(): RecordedEvent[];
  /** Delivers an event again with the same id and body, as Razorpay's retries do. */
  resendEvent(eventId: string): Promise<WebhookDelivery>;
  /** Delivers an event again with an `X-Razorpay-Signature` the receiver must refuse. */
  resendEventWithBadSignature(eventId: string): Promise<WebhookDelivery>;
  /** With true (the default), keeps new events until `releaseWebhooks`; with false, sends them again. */
  holdWebhooks(hold?: boolean): void;
  /** Sends held events: those named in that order (the rest stay held), or all in the order made. */
  releaseWebhooks(eventIds?: string[]): Promise<WebhookDelivery[]>;
  /** Pays (or fails) an order as hosted checkout would, and answers what the callback would get. */
  payOrder(orderId: string, outcome: PayOutcome, payer?: Payer): PayResult;
  /** Resolves when every queued webhook delivery has ended. */
  webhooksSettled(): Promise<void>;
  /** Sends events to this URL from now on (a shop that starts listening after the stand-in). */
  setWebhookUrl(url: string | undefined): void;
};

export function standinControls(core: StandinCore): RazorpayStandinControls {
  const { outbox } = core;
  return {
    events: () => [...outbox.events],
    resendEvent: (eventId) => outbox.resend(eventId),
    resendEventWithBadSignature: (eventId) => outbox.resendWithBadSignature(eventId),
    holdWebhooks: (hold = true) => outbox.hold(hold),
    releaseWebhooks: (eventIds) => outbox.release(eventIds),
    payOrder: (orderId, outcome, payer) => payOrder(core, orderId, outcome, payer),
    webhooksSettled: () => outbox.settled(),
    setWebhookUrl: (url) => outbox.setUrl(url),
  };
}
