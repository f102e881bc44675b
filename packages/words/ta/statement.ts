import { dayText } from '@farm/contract';
import { monthOf } from '../month.js';
import type { StatementWords } from '../shapes.js';

/** The monthly statement in Tamil. Product names print as the order recorded them. */
export const STATEMENT: StatementWords = {
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
};
