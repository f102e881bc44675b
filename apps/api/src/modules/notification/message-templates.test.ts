import { TAMIL_TEMPLATES } from '@farm/words';
import { describe, expect, it } from 'vitest';
import { dltMismatch } from '../../standins/sms-gateway/index.js';
import {
  ALL_TEMPLATES,
  BACK_IN_STOCK_TEMPLATE,
  DLT_VARIABLE,
  DLT_VARIABLE_MAX,
  fillTemplate,
  MESSAGE_TEMPLATES,
  type MessageTemplate,
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
    const refusals: [Record<string, string | undefined>, string, string][] = [
      [{ ...good, amount: undefined }, 'TEMPLATE_VALUE_MISSING', 'amount'],
      [{ ...good, order: '  ' }, 'TEMPLATE_VALUE_MISSING', 'order'],
      [{ ...good, shop: 'S'.repeat(DLT_VARIABLE_MAX + 1) }, 'TEMPLATE_VALUE_TOO_LONG', 'shop'],
      [{ ...good, shop: 'Kongu\nGoat Farm' }, 'TEMPLATE_VALUE_HAS_LINE_BREAK', 'shop'],
      [{ ...good, shop: 'kongu-goats.in' }, 'TEMPLATE_VALUE_LOOKS_LIKE_LINK', 'shop'],
      [{ ...good, shop: 'see https://x.co' }, 'TEMPLATE_VALUE_LOOKS_LIKE_LINK', 'shop'],
    ];
    for (const [values, code, detail] of refusals) {
      const refusal = (() => {
        try {
          fillTemplate(template, values);
        } catch (err) {
          return err;
        }
      })();
      expect(refusal, code).toBeInstanceOf(TemplateRefusal);
      expect((refusal as TemplateRefusal).failure).toEqual({ code, detail });
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
      'site: TEMPLATE_VALUE_MISSING',
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
      language: 'en',
      secret: '042917',
    });
    expect(renderMessage(row, { masked: true }).body).toBe(
      '●●●●●● is your Kongu Goat Farm code. It expires in 5 minutes. Do not share it.',
    );
  });

  it('picks the template by key and language when sending, falling back to English', () => {
    expect(templateFor('placed', 'ta')).toBe(TAMIL_TEMPLATES.placed);
    expect(templateFor('placed', 'en')).toBe(MESSAGE_TEMPLATES.placed);
    // A language the shop has no templates in goes in English.
    expect(templateFor('placed', 'hi')).toBe(MESSAGE_TEMPLATES.placed);
    expect(templateFor('backInStock', null)).toBe(BACK_IN_STOCK_TEMPLATE);
    expect(() =>
      renderMessage({ templateKey: 'nothing', values: {}, language: null, channel: 'sms' }),
    ).toThrow('no template has the key "nothing"');
  });

  it('keeps every template id distinct across all messages and both languages', () => {
    const ids = [...Object.values(ALL_TEMPLATES), ...Object.values(TAMIL_TEMPLATES)].map(
      (t) => t.dltTemplateId,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

/** Unicode SMS (UCS-2): 70 characters in one part; split, 67 a part. */
const ucs2Parts = (length: number) => (length <= 70 ? 1 : Math.ceil(length / 67));
/**
 * The longest each value really gets: DLT's 30 for names and words (the shop's name is cut to 30),
 * an order number of 8 digits, `1,00,000.00`, a product code of 12, a code of 6, 2 digits of minutes.
 */
const LONGEST: Record<string, number> = {
  order: 8,
  amount: 11,
  minutes: 2,
  // Issue 34: a slot's window in Tamil, a skip link's token, a wallet's balance, days to cover.
  window: 20,
  token: 27,
  balance: 11,
  days: 2,
};
/** The templates that carry the shop's own link (registered with the template as DLT wants). */
const LINKED = new Set(['backInStock', 'subscriptionReminder', 'lowBalance', 'monthlyStatement']);
const longestOf = (key: string, name: string) =>
  key === 'code' && name === 'code' ? 6 : name === 'code' ? 12 : (LONGEST[name] ?? DLT_VARIABLE_MAX);
const SITE = 'https://shop.kongu-goats.example';

describe('the Tamil templates (issue 33.3)', () => {
  const tamil: [string, MessageTemplate][] = Object.entries(TAMIL_TEMPLATES);

  it('has a Tamil text for every English one, under the same WhatsApp name and the same values', () => {
    expect(Object.keys(TAMIL_TEMPLATES).sort()).toEqual(Object.keys(ALL_TEMPLATES).sort());
    for (const [key, template] of tamil) {
      const english: MessageTemplate = ALL_TEMPLATES[key as keyof typeof ALL_TEMPLATES];
      expect(template.whatsappName, key).toBe(english.whatsappName);
      expect([...template.variables].sort(), key).toEqual([...english.variables].sort());
      expect(template.secret, key).toBe(english.secret);
    }
  });

  it.each(tamil)(
    '%s: Tamil script, its own DLT-shaped id, its values in its places, no other link',
    (key, template) => {
      expect(template.text).toMatch(/[\u0B80-\u0BFF]/);
      expect(template.dltTemplateId).toMatch(/^\d{19}$/);
      const places = template.text.split(DLT_VARIABLE).length - 1;
      expect(template.variables).toHaveLength(places);
      const values: Record<string, string> = { ...markers(template.variables), site: SITE };
      const { body, variables } = fillTemplate(template, values);
      expect(variables).toEqual(template.variables.map((name) => values[name]));
      expect(dltMismatch(registeredText(template, { site: SITE }), body)).toBeNull();
      const links = template.text.match(/https?:|www\.|\{site\}/g) ?? [];
      expect(links, key).toEqual(LINKED.has(key) ? ['{site}'] : []);
      expect(whatsappText(template).match(/\{\{\d\}\}/g)).toHaveLength(template.variables.length);
    },
  );

  it.each(tamil)(
    '%s: within two Unicode parts with its values at their longest (a linked one: three)',
    (key, template) => {
      const fixed = registeredText(template, { site: SITE }).replaceAll(DLT_VARIABLE, '').length;
      const longest = fixed + template.variables.reduce((n, name) => n + longestOf(key, name), 0);
      const atDltMaximum = fixed + template.variables.length * DLT_VARIABLE_MAX;
      expect(ucs2Parts(longest)).toBeLessThanOrEqual(LINKED.has(key) ? 3 : 2);
      // Every value at DLT's 30 characters: never more than three parts.
      expect(ucs2Parts(atDltMaximum)).toBeLessThanOrEqual(LINKED.has(key) ? 4 : 3);
    },
  );

  it('a code in Tamil: the code masked in every stored copy, and its WhatsApp language is ta', () => {
    const values = { code: '042917', shop: 'Kongu Goat Farm', minutes: '5' };
    const row = { templateKey: 'code', values, language: 'ta', channel: 'sms' as const };
    expect(renderMessage(row)).toEqual({
      template: TAMIL_TEMPLATES.code.dltTemplateId,
      variables: ['042917', 'Kongu Goat Farm', '5'],
      body: '042917 என்பது உங்கள் Kongu Goat Farm OTP. 5 நிமிடம் மட்டுமே செல்லும். யாரிடமும் சொல்லாதீர்கள்.',
      language: 'ta',
      secret: '042917',
    });
    expect(renderMessage(row, { masked: true }).body).not.toContain('042917');
    expect(renderMessage({ ...row, channel: 'whatsapp' })).toMatchObject({
      template: 'sign_in_code',
      language: 'ta',
    });
  });

  it("words a courier's expected days in Tamil from the dates the row kept, and keeps English as it was", () => {
    const values = {
      shop: 'Kongu Goat Farm',
      order: '17',
      expected: 'Mon 30 Nov to Wed 2 Dec',
      expectedFrom: '2026-11-30',
      expectedTo: '2026-12-02',
    };
    const row = { templateKey: 'shippedCourier', values, channel: 'sms' as const };
    expect(renderMessage({ ...row, language: 'ta' }).variables[2]).toBe('30 நவ.–2 டிச. இடையே');
    expect(renderMessage({ ...row, language: 'en' }).variables[2]).toBe('Mon 30 Nov to Wed 2 Dec');
    // A row written before the dates were kept: the Tamil text with the English words it has.
    const { expectedFrom: _, expectedTo: __, ...old } = values;
    expect(renderMessage({ ...row, values: old, language: 'ta' }).variables[2]).toBe('சில நாட்களில்');
  });
});
