import type { MessageChannel } from '@farm/contract';

/** A message as a gateway is handed it: the registered template, its values and the text they make. */
export type OutgoingMessage = {
  /** The outbox row: sent along as the message's reference, so a gateway can drop a repeat. */
  id: number;
  to: string;
  /** SMS: the DLT template id; WhatsApp: the approved template's name. */
  template: string;
  variables: string[];
  body: string;
  /** `en` or `ta`: WhatsApp's template language code (SMS: the template id says it). */
  language: string;
  /** A one-time code in the body: every stored copy masks it (security 13.1). */
  secret?: string;
};

/**
 * One channel's way out. `sent`: the gateway took the message; `stored`: the demo outbox kept it
 * and nothing left the machine. Throws when the gateway refused it or could not be reached.
 */
export interface MessageGateway {
  readonly provider: string;
  send(message: OutgoingMessage): Promise<'sent' | 'stored'>;
}

export type MessageGateways = Record<MessageChannel, MessageGateway>;
