import type {
  BillPaymentMethod,
  DoorPaymentKind,
  PackingList,
  StatementCredit,
  SubscriptionNotGeneratedReason,
} from '@farm/contract';
import type { MESSAGES } from './en/messages.js';

/** One registered text: its DLT id, its WhatsApp name, its words and what each `{#var#}` holds. */
export type MessageTemplate = {
  /** The DLT content template id the operator gave when the template was approved. */
  dltTemplateId: string;
  /** The WhatsApp template's name: one name for every language, told apart by the language code. */
  whatsappName: string;
  text: string;
  /** What each `{#var#}` holds, in order. */
  variables: readonly string[];
  /**
   * Parts that are fixed words of the registered text yet differ from shop to shop (`{site}`: the
   * shop's address, registered with the template as DLT wants every link): filled from the values,
   * never a `{#var#}`.
   */
  fixed?: readonly string[];
  /** The variable that is a one-time code: every stored copy shows it masked (security 13.1). */
  secret?: string;
};

/** The key an outbox row names its template by. */
export type TemplateKey = keyof typeof MESSAGES;

export type PaperStop = {
  codToCollect: number;
  paymentMethod: string;
  total: number;
  collectedBy: DoorPaymentKind | null;
};
export type PackingOrder = PackingList['orders'][number];
export type CommittedLine = PackingList['committed'][number];

/**
 * The words of the packing list and the route sheet in the staff member's language (decision 0053:
 * papers in their reader's language). Names, addresses and notes print as they were written, Tamil
 * or English, in the fonts their letters need (lib/pdf).
 */
export type PaperWords = {
  packingTitle: (day: string) => string;
  packingSummary: (orders: number, products: number) => string;
  product: string;
  quantity: string;
  orders: string;
  /** Where and when an order goes, on the packing list (its day is the list's). */
  orderWhere: (order: PackingOrder) => string;
  /** The day's subscriptions per product and round, from their calendars (issue 34.6). */
  committedTitle: string;
  committedLine: (line: CommittedLine) => string;
  routeTitle: (area: string, day: string, window: string) => string;
  routeSummary: (stops: number, cash: string) => string;
  reach: (orderId: number, phone: string) => string;
  customerNote: (note: string) => string;
  doorMoney: (stop: PaperStop, rupees: (paise: number) => string) => string;
  outcomes: readonly [string, string, string];
  /** A subscription's stop (issue 34.5): its mark, and its boxes (the third: asked to skip at the door). */
  subscription: string;
  subscriptionOutcomes: readonly [string, string, string];
  /** Returnable bottles at a stop: to hand over, the customer's balance, the empties (counted or a blank). */
  bottles: (given: number, balance: number, collected: number | null) => string;
  cashTaken: string;
  noStops: string;
  /** A stop's state (stored in English) as the reader's language names it. */
  state: (state: string) => string;
};

/**
 * The words of the monthly statement in the customer's language (decision 0053: papers in their
 * reader's language). Product names print as the order recorded them, Tamil or English.
 */
export type StatementWords = {
  title: (month: string) => string;
  to: (name: string, mobile: string) => string;
  period: (from: string, to: string) => string;
  day: string;
  delivered: string;
  amount: string;
  order: (id: number) => string;
  noDeliveries: string;
  credits: string;
  /** A credit's reason when no note says it: the farm's own, or a day taken off at the door. */
  creditReason: Record<StatementCredit['reason'], string>;
  payments: string;
  method: Record<BillPaymentMethod, string>;
  broughtForward: string;
  deliveredTotal: string;
  creditsTotal: string;
  paymentsTotal: string;
  due: string;
  inCredit: string;
  payNote: (site: string) => string;
  closed: (at: string) => string;
  open: string;
};

/** How a message's values are worded in a language, where a value is a day or a span of days. */
export type MessageValueWords = {
  /** A courier's expected days: `Mon 30 Nov to Wed 2 Dec`, or `in a few days` without dates. */
  expected: (from: string | undefined, to: string | undefined) => string;
  /** A delivery day said as a `{#var#}` may hold it: the longest first, shorter ones after. */
  slotDays: (day: string) => string[];
};

/** Everything the API itself words in one language (the web's words are this folder's JSON files). */
export type ServerWords = {
  papers: PaperWords;
  statement: StatementWords;
  /** Why a subscription's day is not coming, as the `why` place of `deliveryRefused` says it. */
  notComing: Record<SubscriptionNotGeneratedReason, string>;
  /** The registered SMS and WhatsApp texts; a key a language lacks is sent in English. */
  messages: Partial<Record<TemplateKey, MessageTemplate>>;
  values: MessageValueWords;
};
