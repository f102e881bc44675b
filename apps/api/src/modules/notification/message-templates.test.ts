import { describe, expect, it } from 'vitest';
import { dltMismatch } from '../../standins/sms-gateway/index.js';
import {
  ALL_TEMPLATES,
  BACK_IN_STOCK_TEMPLATE,
  DLT_VARIABLE,
  DLT_VARIABLE_MAX,
  fillTemplate,
  MESSAGE_TEMPLATES,
  maskedValues,
  registeredText,
  TemplateRefusal,
  templateFor,
  whatsappText,
} from './message-templates.js';
import { renderMessage } from './render-message.js';

const templates = Object.entries(MESSAGE_TEMPLATES);
/** GSM 03.38's basic alphabet: a message outside it goes as Unicode, at 70 characters a part. */
const GSM = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;

/** Each variable gets a value that cannot be mistaken for the template's own words. */
function markers(names: readonly string[]) {
  return Object.fromEntries(names.map((name, i) => [name, `<${i}:${name}>`]));
}

describe('the registered templates', () => {
  it.each(templates)('%s: its variables fill its {#var#} places and nothing else', (_name, template) => {
    const places = template.text.split(DLT_VARIABLE).length - 1;
    expect(template.variables).toHaveLength(places);
    expect(new Set(template.variables).size).toBe(places);
    const values = markers(template.variables);
    const { body, variables } = fillTemplate(template, values);
    expect(variables).toEqual(template.variables.map((name) => values[name]));
    // Taking each value out where a {#var#} stood gives the registered text back, word for word.
    let rebuilt = body;
    for (const value of variables) rebuilt = rebuilt.replace(value, DLT_VARIABLE);
    expect(rebuilt).toBe(template.text);
    // And an operator's scrubbing (the stand-in's) passes it.
    expect(dltMismatch(template.text, body)).toBeNull();
  });

  it.each(templates)('%s: plain GSM text, a DLT-shaped id, no link, one SMS part', (_name, template) => {
    expect(template.text.replaceAll(DLT_VARIABLE, '')).toMatch(GSM);
    expect(template.dltTemplateId).toMatch(/^\d{19}$/);
    expect(template.text).not.toMatch(/https?:|www\.|\.(com|in)\b/i);
    // Full values and all: one 160-character part.
    const longest =
      template.text.length + template.variables.length * (DLT_VARIABLE_MAX - DLT_VARIABLE.length);
    expect(longest).toBeLessThanOrEqual(160);
    expect(whatsappText(template).match(/\{\{\d\}\}/g)).toHaveLength(template.variables.length);
  });

  it('keeps every template id and WhatsApp name distinct', () => {
    const ids = templates.map(([, t]) => t.dltTemplateId);
    const names = templates.map(([, t]) => t.whatsappName);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses a missing or empty value, one over 30 characters, a line break and a link', () => {
    const template = MESSAGE_TEMPLATES.placed;
    const good = { shop: 'Kongu Goat Farm', order: '17', amount: '1,250.00' };
    expect(fillTemplate(template, good).body).toBe(
      'Kongu Goat Farm: order #17 for Rs.1,250.00 is placed. We will tell you when it is on its way.',
    );
    const refusals: [Record<string, string | undefined>, string][] = [
      [{ ...good, amount: undefined }, 'amount: missing'],
      [{ ...good, order: '  ' }, 'order: missing'],
      [{ ...good, shop: 'S'.repeat(DLT_VARIABLE_MAX + 1) }, 'shop: longer than 30 characters (31)'],
      [{ ...good, shop: 'Kongu\nGoat Farm' }, 'shop: has a line break'],
      [{ ...good, shop: 'kongu-goats.in' }, 'shop: looks like a link'],
      [{ ...good, shop: 'see https://x.co' }, 'shop: looks like a link'],
    ];
    for (const [values, reason] of refusals) {
      expect(() => fillTemplate(template, values), reason).toThrow(TemplateRefusal);
      expect(() => fillTemplate(template, values), reason).toThrow(reason);
    }
    // Exactly 30 characters is allowed.
    expect(fillTemplate(template, { ...good, shop: 'S'.repeat(DLT_VARIABLE_MAX) }).variables[0]).toHaveLength(
      30,
    );
  });

  it('the scrubber refuses what the operator would: another text, or a variable over 30 characters', () => {
    const { text } = MESSAGE_TEMPLATES.confirmed;
    expect(dltMismatch(text, 'Farm: your order #1 is confirmed and is being packed at the farm.')).toBeNull();
    expect(dltMismatch(text, 'Farm: your order #1 is confirmed! Visit x.in')).not.toBeNull();
    expect(
      dltMismatch(text, `${'F'.repeat(31)}: your order #1 is confirmed and is being packed at the farm.`),
    ).not.toBeNull();
    expect(dltMismatch(undefined, 'anything')).toBe('template_id is not registered');
  });
});

describe('the templates of messages about no order (issue 31.4)', () => {
  it('back in stock: the text customers always got, the link on the address the shop registered', () => {
    const site = 'https://shop.kongu-goats.example';
    const registered = registeredText(BACK_IN_STOCK_TEMPLATE, { site });
    const { body } = fillTemplate(BACK_IN_STOCK_TEMPLATE, {
      product: 'Goat Ghee',
      shop: 'Kongu Goat Farm',
      code: 'GG-1',
      site,
    });
    expect(body).toBe(
      `Good news! Goat Ghee is back in stock at Kongu Goat Farm. Order now: ${site}/productDetailsPage?productCode=GG-1`,
    );
    expect(dltMismatch(registered, body)).toBeNull();
    // Another site's link is not the registered text.
    expect(dltMismatch(registered, body.replace(site, 'https://elsewhere.example'))).not.toBeNull();
    expect(() => fillTemplate(BACK_IN_STOCK_TEMPLATE, { product: 'Ghee', shop: 'Farm', code: 'G' })).toThrow(
      'site: missing',
    );
  });

  it('a code: masked in every stored copy, readable only in what the gateway is handed', () => {
    const values = { code: '042917', shop: 'Kongu Goat Farm', minutes: '5' };
    expect(maskedValues(MESSAGE_TEMPLATES.code, values)).toEqual({ ...values, code: '●●●●●●' });
    const row = { templateKey: 'code', values, language: null, channel: 'sms' as const };
    expect(renderMessage(row)).toEqual({
      template: MESSAGE_TEMPLATES.code.dltTemplateId,
      variables: ['042917', 'Kongu Goat Farm', '5'],
      body: '042917 is your Kongu Goat Farm code. It expires in 5 minutes. Do not share it.',
      secret: '042917',
    });
    expect(renderMessage(row, { masked: true }).body).toBe(
      '●●●●●● is your Kongu Goat Farm code. It expires in 5 minutes. Do not share it.',
    );
  });

  it('picks the template by key and language when sending, falling back to English', () => {
    expect(templateFor('placed', 'ta')).toBe(MESSAGE_TEMPLATES.placed);
    expect(templateFor('backInStock', null)).toBe(BACK_IN_STOCK_TEMPLATE);
    expect(() =>
      renderMessage({ templateKey: 'nothing', values: {}, language: null, channel: 'sms' }),
    ).toThrow('no template has the key "nothing"');
  });

  it('keeps every template id distinct across all messages', () => {
    const ids = Object.values(ALL_TEMPLATES).map((t) => t.dltTemplateId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
