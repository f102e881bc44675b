import type { BillPaymentMethod, Language, StatementCredit } from '@farm/contract';
import { dayText } from '@farm/contract';

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

const monthOf = (month: string, locale: string, style: 'long' | 'short') =>
  new Date(`${month}-15T00:00:00Z`).toLocaleDateString(locale, {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  });

export const STATEMENT_WORDS: Record<Language, StatementWords> = {
  en: {
    title: (month) => `Monthly statement — ${monthOf(month, 'en-IN', 'long')}`,
    to: (name, mobile) => `${name} · ${mobile}`,
    period: (from, to) => `Deliveries from ${dayText(from)} to ${dayText(to)}`,
    day: 'Day',
    delivered: 'Delivered',
    amount: 'Amount',
    order: (id) => `Order #${id}`,
    noDeliveries: 'No deliveries on the bill this month.',
    credits: 'Credits',
    creditReason: {
      STAFF_CREDIT: 'From the farm',
      DOOR_SKIP: 'Skipped at the door: the day taken off',
      DOOR_NOT_HOME: 'Not at home: the day taken off',
    },
    payments: 'Payments received',
    method: { CASH: 'Cash', UPI: 'UPI', ONLINE: 'Online' },
    broughtForward: 'Brought forward',
    deliveredTotal: 'Delivered this month',
    creditsTotal: 'Credits',
    paymentsTotal: 'Payments received',
    due: 'Amount due',
    inCredit: 'In credit',
    payNote: (site) => `Pay online from your wallet page: ${site}/wallet — or in cash or UPI to the farm.`,
    closed: (at) => `Closed on ${dayText(at)}`,
    open: 'This month is still open: the amounts may change until the 1st.',
  },
  ta: {
    title: (month) => `மாதாந்திரக் கணக்கு — ${monthOf(month, 'ta-IN', 'long')}`,
    to: (name, mobile) => `${name} · ${mobile}`,
    period: (from, to) => `${dayText(from, 'ta')} முதல் ${dayText(to, 'ta')} வரை டெலிவரி`,
    day: 'நாள்',
    delivered: 'வந்தவை',
    amount: 'தொகை',
    order: (id) => `ஆர்டர் #${id}`,
    noDeliveries: 'இந்த மாதம் பில்லில் டெலிவரி இல்லை.',
    credits: 'வரவுகள்',
    creditReason: {
      STAFF_CREDIT: 'பண்ணையிலிருந்து',
      DOOR_SKIP: 'வாசலில் வேண்டாம் என்றீர்கள்: அந்த நாள் கழிக்கப்பட்டது',
      DOOR_NOT_HOME: 'வீட்டில் இல்லை: அந்த நாள் கழிக்கப்பட்டது',
    },
    payments: 'பெற்ற கட்டணங்கள்',
    method: { CASH: 'ரொக்கம்', UPI: 'UPI', ONLINE: 'ஆன்லைன்' },
    broughtForward: 'முந்தைய நிலுவை',
    deliveredTotal: 'இந்த மாத டெலிவரி',
    creditsTotal: 'வரவுகள்',
    paymentsTotal: 'பெற்ற கட்டணங்கள்',
    due: 'செலுத்த வேண்டியது',
    inCredit: 'உங்கள் கணக்கில் மீதம்',
    payNote: (site) => `வாலட் பக்கத்தில் ஆன்லைனில் செலுத்தலாம்: ${site}/ta/wallet — அல்லது பண்ணையில் ரொக்கம் / UPI.`,
    closed: (at) => `${dayText(at, 'ta')} அன்று முடிக்கப்பட்டது`,
    open: 'இந்த மாதம் இன்னும் முடியவில்லை: 1-ஆம் தேதி வரை தொகை மாறலாம்.',
  },
};
