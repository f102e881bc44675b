import type { Language, MessageChannel } from '@farm/contract';
import {
  fillTemplate,
  isTemplateKey,
  maskedValues,
  messageLanguage,
  type TemplateKey,
  TemplateRefusal,
  templateFor,
} from './message-templates.js';
import { valuesIn } from './order-message.js';

/** What a gateway is handed for one message: the registered template, its values and its text. */
export type RenderedMessage = {
  /** SMS: the DLT template id; WhatsApp: the approved template's name. */
  template: string;
  variables: string[];
  body: string;
  /** The language it is in (WhatsApp names a template and its language). */
  language: Language;
  /** A one-time code in the text: the SMS log keeps it masked with a real gateway (security 13.1). */
  secret?: string;
};

/** An outbox row as the sender renders it: its template's key, its values and its language. */
export type MessageToRender = {
  templateKey: string;
  values: Record<string, string>;
  language: string | null;
  channel: MessageChannel;
};

/**
 * The row's text, picked now (when it is sent) by key and language, falling back to English, and
 * filled with its values. Throws TemplateRefusal when the values do not fit the template.
 * `masked`: the copy staff and the database keep, a code shown as ●●●●●●.
 */
export function renderMessage(row: MessageToRender, options: { masked?: boolean } = {}): RenderedMessage {
  if (!isTemplateKey(row.templateKey)) throw new Error(`no template has the key "${row.templateKey}"`);
  const language = messageLanguage(row.language);
  const template = templateFor(row.templateKey as TemplateKey, language);
  const worded = valuesIn(row.values, language, template.variables);
  const values = options.masked ? maskedValues(template, worded) : worded;
  const { body, variables } = fillTemplate(template, values);
  const secret = template.secret ? row.values[template.secret] : undefined;
  return {
    template: row.channel === 'sms' ? template.dltTemplateId : template.whatsappName,
    variables,
    body,
    language,
    ...(secret && !options.masked ? { secret } : {}),
  };
}

/** The values once the message is done with: a code masked, the rest as they were. */
export function valuesToKeep(row: Pick<MessageToRender, 'templateKey' | 'values' | 'language'>) {
  if (!isTemplateKey(row.templateKey)) return undefined;
  const template = templateFor(row.templateKey, row.language);
  return template.secret ? maskedValues(template, row.values) : undefined;
}

/**
 * The text staff are shown for a row (a code masked), rendered when read from its key, values and
 * language: the row keeps no text (issue 31). Values the template refuses show the template's own
 * text; a row written before rows kept their key shows what it was written with.
 */
export function shownBody(row: MessageToRender & { body: string | null }): string {
  if (!isTemplateKey(row.templateKey)) return row.body ?? '';
  try {
    return renderMessage(row, { masked: true }).body;
  } catch (err) {
    if (!(err instanceof TemplateRefusal)) throw err;
    return templateFor(row.templateKey, row.language).text;
  }
}
