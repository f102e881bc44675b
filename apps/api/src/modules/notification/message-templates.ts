import { BASE_LANGUAGE, isLanguage, type Language, type MessageFailureCode } from '@farm/contract';
import {
  BACK_IN_STOCK_TEMPLATE,
  DELIVERY_NOT_GENERATED_TEMPLATE,
  DELIVERY_REFUSED_TEMPLATE,
  LOW_BALANCE_TEMPLATE,
  MESSAGES,
  type MessageTemplate,
  MONTHLY_STATEMENT_TEMPLATE,
  ORDER_MESSAGES,
  SUBSCRIPTION_REMINDER_TEMPLATE,
  type TemplateKey,
  WORDS,
} from '@farm/words';
import { MessageFailureError } from '../../lib/message-failure.js';

/**
 * Filling and checking the shop's registered message templates (TRAI DLT for SMS, WhatsApp's
 * approved utility templates). Their words, each language's its own registration, live in
 * packages/words/<language>/messages.ts. A DLT template is registered word for word; only the
 * `{#var#}` places vary, each at most 30 characters, and no link may appear that was not registered
 * with it (only back-in-stock's, the shop's own address). An outbox row names its template by key
 * and keeps its values; the sender picks the text by key and language (decision 0046).
 */
export const DLT_VARIABLE = '{#var#}';
/** The most characters DLT lets a `{#var#}` stand for. */
export const DLT_VARIABLE_MAX = 30;

export type { MessageTemplate, TemplateKey } from '@farm/words';

/** The order's messages, by name. */
export const MESSAGE_TEMPLATES = ORDER_MESSAGES;
/** Every registered template in English, by the key an outbox row names. */
export const ALL_TEMPLATES = MESSAGES;
export {
  BACK_IN_STOCK_TEMPLATE,
  DELIVERY_NOT_GENERATED_TEMPLATE,
  DELIVERY_REFUSED_TEMPLATE,
  LOW_BALANCE_TEMPLATE,
  MONTHLY_STATEMENT_TEMPLATE,
  SUBSCRIPTION_REMINDER_TEMPLATE,
};

export type TemplateName = keyof typeof MESSAGE_TEMPLATES;

/** The language a row is sent in: its own when the shop has it, else English. */
export function messageLanguage(language: string | null): Language {
  return isLanguage(language) ? language : BASE_LANGUAGE;
}

export function isTemplateKey(key: string): key is TemplateKey {
  return Object.hasOwn(ALL_TEMPLATES, key);
}

/** The template of a key in a language (the customer's, or none); a key it lacks falls back to English. */
export function templateFor(key: TemplateKey, language: string | null): MessageTemplate {
  return WORDS[messageLanguage(language)].messages[key] ?? ALL_TEMPLATES[key];
}

/** The text a shop registers: the template with its fixed parts (its own address) written in. */
export function registeredText(template: MessageTemplate, fixed: Readonly<Record<string, string>> = {}) {
  return (template.fixed ?? []).reduce(
    (text, name) => text.replaceAll(`{${name}}`, fixed[name] ?? ''),
    template.text,
  );
}

/** The values as every stored copy keeps them: a one-time code masked. */
export function maskedValues(
  template: MessageTemplate,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const secret = template.secret;
  const value = secret ? values[secret] : undefined;
  return secret && value ? { ...values, [secret]: '●'.repeat(value.length) } : { ...values };
}

/** A value the template cannot take: the message is refused, never sent bent to fit. */
/** A value the registered template cannot take: which value, and why (a `TEMPLATE_VALUE_*` code). */
export class TemplateRefusal extends MessageFailureError {
  constructor(
    readonly variable: string,
    code: TemplateValueProblem,
  ) {
    super({ code, detail: variable }, `${variable}: ${code}`);
    this.name = 'TemplateRefusal';
  }
}

type TemplateValueProblem = Extract<MessageFailureCode, `TEMPLATE_VALUE_${string}`>;

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
  let text = template.text;
  for (const name of template.fixed ?? [])
    text = text.replaceAll(`{${name}}`, checkedFixedPart(name, values[name]));
  let index = 0;
  const body = text.replaceAll(DLT_VARIABLE, () => variables[index++] ?? '');
  if (index !== variables.length)
    throw new Error(`template ${template.dltTemplateId}: places and values differ`);
  return { body, variables };
}

/** Whether a value may stand in a `{#var#}` place (see `checkedValue`). */
export function fitsVariable(value: string): boolean {
  try {
    checkedValue('value', value);
    return true;
  } catch (err) {
    if (err instanceof TemplateRefusal) return false;
    throw err;
  }
}

function checkedValue(name: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') throw new TemplateRefusal(name, 'TEMPLATE_VALUE_MISSING');
  if (value.length > DLT_VARIABLE_MAX) throw new TemplateRefusal(name, 'TEMPLATE_VALUE_TOO_LONG');
  if (/[\r\n]/.test(value)) throw new TemplateRefusal(name, 'TEMPLATE_VALUE_HAS_LINE_BREAK');
  if (LINK.test(value)) throw new TemplateRefusal(name, 'TEMPLATE_VALUE_LOOKS_LIKE_LINK');
  return value;
}

function checkedFixedPart(name: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') throw new TemplateRefusal(name, 'TEMPLATE_VALUE_MISSING');
  if (/[\r\n]/.test(value)) throw new TemplateRefusal(name, 'TEMPLATE_VALUE_HAS_LINE_BREAK');
  return value;
}

/**
 * A name cut to fit a `{#var#}` place: at the last whole word within DLT's 30 characters (or at 30
 * when one word is longer). For the names in messages that must still go (a sign-in code, a
 * back-in-stock note) when the shop or product is called something long.
 */
export function fitted(name: string, max = DLT_VARIABLE_MAX): string {
  const trimmed = name.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max + 1).replace(/\s+\S*$/, '');
  return cut.length > 0 && cut.length <= max ? cut : trimmed.slice(0, max);
}

/** The WhatsApp version of a DLT text: `{{1}}`, `{{2}}`… where DLT has `{#var#}`. */
export function whatsappText(template: MessageTemplate): string {
  let n = 0;
  return template.text.replaceAll(DLT_VARIABLE, () => `{{${++n}}}`);
}
