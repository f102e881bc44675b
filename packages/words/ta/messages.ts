import type { MessageTemplate } from '../shapes.js';

/**
 * The Tamil texts (issue 33.3): each its own DLT registration (Unicode content, its own template id)
 * and, under the English template's name, WhatsApp's template in language `ta`. Written as people
 * around Pollachi text, not word for word: "OTP", "ஆர்டர்" and "டெலிவரி" as they say them, Western
 * digits, "ரூ." for Rs. A template may order its `{#var#}` places its own way (Tamil puts the order
 * before the amount); `variables` says which value stands where. Each but back-in-stock (its link)
 * fits two Unicode SMS parts with its values as long as they really get (the shop's name at DLT's 30,
 * an order number of 8 digits); message-templates.test.ts counts them.
 */
export const TAMIL_TEMPLATES = {
  placed: {
    dltTemplateId: '1107176400000000201',
    whatsappName: 'order_placed',
    text: '{#var#}: உங்கள் ஆர்டர் #{#var#} (ரூ.{#var#}) பதிவானது. அனுப்பும்போது சொல்கிறோம்.',
    variables: ['shop', 'order', 'amount'],
  },
  confirmed: {
    dltTemplateId: '1107176400000000202',
    whatsappName: 'order_confirmed',
    text: '{#var#}: உங்கள் ஆர்டர் #{#var#} உறுதியானது. பண்ணையில் பேக் செய்கிறோம்.',
    variables: ['shop', 'order'],
  },
  shippedOwn: {
    dltTemplateId: '1107176400000000203',
    whatsappName: 'order_out_for_delivery',
    text: '{#var#}: ஆர்டர் #{#var#} டெலிவரிக்குப் புறப்பட்டது. {#var#} வந்து சேரும்.',
    variables: ['shop', 'order', 'slot'],
  },
  shippedCourier: {
    dltTemplateId: '1107176400000000204',
    whatsappName: 'order_shipped',
    text: '{#var#}: ஆர்டர் #{#var#} கூரியரில் அனுப்பப்பட்டது. {#var#} வந்து சேரும்.',
    variables: ['shop', 'order', 'expected'],
  },
  shippedCourierTracked: {
    dltTemplateId: '1107176400000000210',
    whatsappName: 'order_shipped_tracked',
    text: '{#var#}: ஆர்டர் #{#var#}, {#var#}-ல் அனுப்பினோம். {#var#} வரும்.',
    variables: ['shop', 'order', 'tracking', 'expected'],
  },
  delivered: {
    dltTemplateId: '1107176400000000205',
    whatsappName: 'order_delivered',
    text: '{#var#}: ஆர்டர் #{#var#} வந்து சேர்ந்தது. எங்கள் பண்ணையில் வாங்கியதற்கு நன்றி!',
    variables: ['shop', 'order'],
  },
  cancelled: {
    dltTemplateId: '1107176400000000206',
    whatsappName: 'order_cancelled',
    text: '{#var#}: ஆர்டர் #{#var#} ரத்தானது. ஆன்லைனில் கட்டிய பணம் திரும்ப வரும்.',
    variables: ['shop', 'order'],
  },
  refunded: {
    dltTemplateId: '1107176400000000207',
    whatsappName: 'order_refunded',
    text: '{#var#}: ஆர்டர் #{#var#}-க்கு ரூ.{#var#} திருப்பி அனுப்பினோம். வங்கியில் சேர 7 நாள் வரை ஆகலாம்.',
    variables: ['shop', 'order', 'amount'],
  },
  code: {
    dltTemplateId: '1107176400000000208',
    whatsappName: 'sign_in_code',
    // The code first, as in English: phones offer it from the first word, and so do the shop's tests.
    text: '{#var#} என்பது உங்கள் {#var#} OTP. {#var#} நிமிடம் மட்டுமே செல்லும். யாரிடமும் சொல்லாதீர்கள்.',
    variables: ['code', 'shop', 'minutes'],
    secret: 'code',
  },
  backInStock: {
    dltTemplateId: '1107176400000000209',
    whatsappName: 'back_in_stock',
    text: 'நல்ல செய்தி! {#var#} மீண்டும் {#var#}-இல் கிடைக்கிறது: {site}/ta/productDetailsPage?productCode={#var#}',
    variables: ['product', 'shop', 'code'],
    fixed: ['site'],
  },
  deliveryNotGenerated: {
    dltTemplateId: '1107176400000000211',
    whatsappName: 'subscription_not_delivered',
    text: '{#var#}: வாலட்டில் ரூ.{#var#} இல்லை; {#var#} பால் வராது. டாப்-அப் செய்யுங்கள்.',
    variables: ['shop', 'amount', 'slot'],
  },
  deliveryRefused: {
    dltTemplateId: '1107176400000000215',
    whatsappName: 'subscription_not_coming',
    text: '{#var#}: {#var#} பால் வராது: {#var#}. பணம் எடுக்கவில்லை.',
    variables: ['shop', 'slot', 'why'],
  },
  subscriptionReminder: {
    dltTemplateId: '1107176400000000213',
    whatsappName: 'subscription_reminder',
    text: '{#var#}: நாளை {#var#}: {#var#}. வேண்டாம் என்றால்: {site}/ta/skip/{#var#}',
    variables: ['shop', 'window', 'items', 'token'],
    fixed: ['site'],
  },
  lowBalance: {
    dltTemplateId: '1107176400000000214',
    whatsappName: 'wallet_low_balance',
    text: '{#var#}: உங்கள் வாலெட்டில் ரூ.{#var#} மட்டுமே; அடுத்த {#var#} நாள் பாலுக்குப் போதாது. ரீசார்ஜ்: {site}/ta/wallet',
    variables: ['shop', 'balance', 'days'],
    fixed: ['site'],
  },
  monthlyStatement: {
    dltTemplateId: '1107176400000000216',
    whatsappName: 'monthly_bill_statement',
    text: '{#var#}: {#var#} மாதப் பால் பில் ரூ.{#var#}. பார்த்துச் செலுத்த: {site}/ta/wallet',
    variables: ['shop', 'month', 'amount'],
    fixed: ['site'],
  },
} as const satisfies Record<string, MessageTemplate>;
