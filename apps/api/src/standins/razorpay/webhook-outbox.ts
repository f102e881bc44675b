import { RazorpayApiError } from './errors.js';
import { randomKey, unixNow } from './ids.js';
import { type EventEntities, eventBody, signBody, type WebhookEventName } from './webhook-events.js';

export const WEBHOOK_TIMEOUT_MS = 5000;

/** One POST of an event to the webhook URL. */
export type WebhookDelivery = {
  at: number;
  /** `bad` when a test asked for a wrong `X-Razorpay-Signature`. */
  signature: 'valid' | 'bad';
  /** The receiver's HTTP status; null when it did not answer (refused, timed out) or no URL is set. */
  status: number | null;
  error: string | null;
};

/** Every event the stand-in made, sent or not, with each attempt to deliver it. */
export type RecordedEvent = {
  /** Sent as `x-razorpay-event-id`; the same on every re-delivery of the event. */
  id: string;
  event: WebhookEventName;
  /** The raw body, byte for byte what is signed and sent. */
  body: string;
  created_at: number;
  /** Waiting for `release` while webhooks are held. */
  held: boolean;
  deliveries: WebhookDelivery[];
};

type OutboxOptions = {
  secret: string;
  url?: string | undefined;
  accountId: string;
  timeoutMs?: number;
};

/**
 * Records events and POSTs them to the webhook URL one after another, off the request path: the
 * API answer never waits for a receiver. Tests can hold events and release them in any order,
 * deliver one again (same id, same body) or with a wrong signature.
 */
export class WebhookOutbox {
  readonly events: RecordedEvent[] = [];
  #queue: Promise<unknown> = Promise.resolve();
  #holding = false;

  constructor(private readonly options: OutboxOptions) {}

  /** Where events go from now on (as a webhook's URL is edited in Razorpay's dashboard). */
  setUrl(url: string | undefined): void {
    this.options.url = url;
  }

  /** Records the event and, unless webhooks are held, queues its delivery. */
  emit(event: WebhookEventName, entities: EventEntities): RecordedEvent {
    const recorded: RecordedEvent = {
      id: randomKey(),
      event,
      body: eventBody(this.options.accountId, event, entities),
      created_at: unixNow(),
      held: this.#holding,
      deliveries: [],
    };
    this.events.push(recorded);
    if (!recorded.held) void this.#enqueue(recorded, 'valid');
    return recorded;
  }

  /** From now on events are recorded and kept until released (or, with false, sent again as made). */
  hold(on = true): void {
    this.#holding = on;
  }

  /**
   * Sends held events: the ones named, in the order named (the others stay held), or all of them
   * in the order they were made. Resolves with the deliveries once they have ended.
   */
  async release(eventIds?: string[]): Promise<WebhookDelivery[]> {
    const chosen = eventIds ? eventIds.map((id) => this.find(id)) : this.events.filter((e) => e.held);
    for (const event of chosen) {
      if (!event.held) throw new RazorpayApiError(400, notHeld(event.id));
    }
    for (const event of chosen) event.held = false;
    return Promise.all(chosen.map((event) => this.#enqueue(event, 'valid')));
  }

  /** Delivers an event once more, exactly as before: a duplicate delivery. */
  async resend(eventId: string): Promise<WebhookDelivery> {
    return this.#enqueue(this.find(eventId), 'valid');
  }

  /** Delivers an event with an `X-Razorpay-Signature` made with another secret. */
  async resendWithBadSignature(eventId: string): Promise<WebhookDelivery> {
    return this.#enqueue(this.find(eventId), 'bad');
  }

  /** Resolves when every queued delivery has ended (tests, shutdown). */
  async settled(): Promise<void> {
    let last: Promise<unknown>;
    do {
      last = this.#queue;
      await last;
    } while (last !== this.#queue);
  }

  find(eventId: string): RecordedEvent {
    const event = this.events.find((e) => e.id === eventId);
    if (!event) throw new RazorpayApiError(404, notHeld(eventId, 'No event with this id was sent.'));
    return event;
  }

  #enqueue(event: RecordedEvent, signature: 'valid' | 'bad'): Promise<WebhookDelivery> {
    const delivery = this.#queue.then(() => this.#deliver(event, signature));
    this.#queue = delivery;
    return delivery;
  }

  async #deliver(event: RecordedEvent, signature: 'valid' | 'bad'): Promise<WebhookDelivery> {
    const delivery: WebhookDelivery = { at: Date.now(), signature, status: null, error: null };
    event.deliveries.push(delivery);
    const { url, secret, timeoutMs = WEBHOOK_TIMEOUT_MS } = this.options;
    if (!url) {
      delivery.error = 'no webhookUrl is set';
      return delivery;
    }
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-event-id': event.id,
          'x-razorpay-signature': signBody(event.body, signature === 'valid' ? secret : `not-${secret}`),
        },
        body: event.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      delivery.status = response.status;
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    return delivery;
  }
}

function notHeld(eventId: string, description = `The event ${eventId} is not held.`) {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR' as const,
      description,
      field: 'event_id',
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  };
}
