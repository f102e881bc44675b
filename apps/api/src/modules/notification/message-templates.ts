/**
 * The shop's registered message templates (TRAI DLT for SMS, WhatsApp's approved utility templates):
 * the one file where their text lives. A DLT template is registered word for word; only the
 * `{#var#}` places vary, each at most 30 characters, and no link may appear that was not registered
 * with it (none is). WhatsApp templates carry the same words with `{{1}}`, `{{2}}`… in those places.
 * Changing a text here means registering it again under a new template id.
 */
export const DLT_VARIABLE = '{#var#}';
/** The most characters DLT lets a `{#var#}` stand for. */
export const DLT_VARIABLE_MAX = 30;

export type MessageTemplate = {
  /** The DLT content template id the operator gave when the template was approved. */
  dltTemplateId: string;
  /** The WhatsApp template's name (language `en`). */
  whatsappName: string;
  text: string;
  /** What each `{#var#}` holds, in order. */
  variables: readonly string[];
};

export const MESSAGE_TEMPLATES = {
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
} as const satisfies Record<string, MessageTemplate>;

export type TemplateName = keyof typeof MESSAGE_TEMPLATES;

/** A value the template cannot take: the message is refused, never sent bent to fit. */
export class TemplateRefusal extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`${variable}: ${reason}`);
    this.name = 'TemplateRefusal';
  }
}

const LINK = /(https?:|www\.|\b[a-z0-9-]+\.(?:com|in|net|org|io|ly)\b)/i;

/**
 * The template's text with each `{#var#}` replaced by its value, in order, and the values as a
 * list (what WhatsApp and a gateway that fills the template itself take). Refuses a missing or
 * empty value, one longer than DLT allows, a line break, and anything that looks like a link.
 */
export function fillTemplate(
  template: MessageTemplate,
  values: Readonly<Record<string, string | undefined>>,
): { body: string; variables: string[] } {
  const variables = template.variables.map((name) => checkedValue(name, values[name]));
  let index = 0;
  const body = template.text.replaceAll(DLT_VARIABLE, () => variables[index++] ?? '');
  if (index !== variables.length)
    throw new Error(`template ${template.dltTemplateId}: places and values differ`);
  return { body, variables };
}

function checkedValue(name: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') throw new TemplateRefusal(name, 'missing');
  if (value.length > DLT_VARIABLE_MAX)
    throw new TemplateRefusal(name, `longer than ${DLT_VARIABLE_MAX} characters (${value.length})`);
  if (/[\r\n]/.test(value)) throw new TemplateRefusal(name, 'has a line break');
  if (LINK.test(value)) throw new TemplateRefusal(name, 'looks like a link, and no link is registered');
  return value;
}

/** The WhatsApp version of a DLT text: `{{1}}`, `{{2}}`… where DLT has `{#var#}`. */
export function whatsappText(template: MessageTemplate): string {
  let n = 0;
  return template.text.replaceAll(DLT_VARIABLE, () => `{{${++n}}}`);
}
