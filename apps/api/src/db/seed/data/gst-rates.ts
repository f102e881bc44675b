import type { gstRates } from '../../schema.js';

/**
 * GST rates of the demo's HSN codes that migration 0016 does not seed (it has 0104, 0401, 0402,
 * 0405, 0406, 3101 and 3401). Like the migration's, they are public sources' reading, not advice:
 * INDIA.md says confirm with a CA, and staff change them at /gst-rates. Basis points; India dates.
 */
export const demoGstRates: (typeof gstRates.$inferInsert)[] = [
  // Curd and buttermilk: exempt (Notification 2/2017-CT(Rate)) until pre-packaged and labelled
  // ones became 5 % on 18 Jul 2022 (Notification 6/2022-CT(Rate)); the 22 Sep 2025 cuts left
  // them there. The demo's curd pot and neer moru bottle are packed and labelled.
  { hsnCode: '0403', rateBasisPoints: 0, effectiveFrom: '2017-07-01', description: 'Curd, buttermilk' },
  {
    hsnCode: '0403',
    rateBasisPoints: 500,
    effectiveFrom: '2022-07-18',
    description: 'Curd, buttermilk, pre-packaged and labelled',
  },
  // Paneer has a rate of its own inside cheese's heading 0406: 5 % when pre-packaged and labelled
  // from 18 Jul 2022 (before that only under a registered brand name), nil from 22 Sep 2025
  // (56th GST Council; Ministry of Fisheries, Animal Husbandry and Dairying, 4 Sep 2025), while cheese went
  // 12 % to 5 %. Rates here follow the code, so paneer takes its subheading 0406 10.
  { hsnCode: '040610', rateBasisPoints: 0, effectiveFrom: '2017-07-01', description: 'Paneer (chena)' },
  {
    hsnCode: '040610',
    rateBasisPoints: 500,
    effectiveFrom: '2022-07-18',
    description: 'Paneer (chena), pre-packaged and labelled',
  },
  {
    hsnCode: '040610',
    rateBasisPoints: 0,
    effectiveFrom: '2025-09-22',
    description: 'Paneer (chena), pre-packaged and labelled',
  },
  // Flavoured milk is a "beverage containing milk", 2202 99 30, not milk of 0402 (Tamil Nadu AAAR,
  // Britannia, 2021; Gujarat AAAR, GCMMF and Vadilal, 2022): 12 % (Notification 1/2017-CT(Rate),
  // Schedule II), 5 % from 22 Sep 2025 (56th GST Council: milk-based beverages 12 % to 5 %).
  {
    hsnCode: '22029930',
    rateBasisPoints: 1200,
    effectiveFrom: '2017-07-01',
    description: 'Beverages containing milk (flavoured milk)',
  },
  {
    hsnCode: '22029930',
    rateBasisPoints: 500,
    effectiveFrom: '2025-09-22',
    description: 'Beverages containing milk (flavoured milk)',
  },
  // Milk sweets (palkova, peda) are sweetmeats of 2106 90 at 5 % (CBEC's FAQ of 29 Sep 2017:
  // halwa, barfi of khoa and laddu are sweetmeats); the 22 Sep 2025 cuts left them at 5 %.
  { hsnCode: '210690', rateBasisPoints: 500, effectiveFrom: '2017-07-01', description: 'Sweetmeats' },
  // Lip balm and body lotion stay 18 %: of heading 3304 the 22 Sep 2025 cuts took only talcum and
  // face powder (3304 91) to 5 %, with hair oil, shampoo, toothpaste and toilet soap (56th GST Council).
  {
    hsnCode: '330410',
    rateBasisPoints: 1800,
    effectiveFrom: '2017-07-01',
    description: 'Lip make-up preparations (lip balm)',
  },
  {
    hsnCode: '330499',
    rateBasisPoints: 1800,
    effectiveFrom: '2017-07-01',
    description: 'Skin-care preparations (creams, lotions)',
  },
];
