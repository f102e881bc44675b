import type { DemoCustomer } from './customers.js';

/** What staff let customers subscribe to on the demo farm (issue 34.1): the day's milk, curd and paneer. */
export const SUBSCRIBABLE_CODES = ['GM-500', 'GM-1000', 'CD-400', 'PN-200'] as const;
type SubscribableCode = (typeof SUBSCRIBABLE_CODES)[number];

type Line = { code: SubscribableCode; quantity: number } | { code: SubscribableCode; perWeekday: number[] };

/** Days are counted from the seed's India day: -3 three days ago, 1 tomorrow. */
export type DemoSubscriber = DemoCustomer & {
  locale: 'en' | 'ta';
  /** The van's round: its area's first slot (dawn) or second (evening). */
  round: 'morning' | 'evening';
  startDay: number;
  pattern:
    | { kind: 'DAILY' | 'ALTERNATE'; lines: Line[] }
    | { kind: 'WEEKDAYS'; weekdays: number[]; lines: Line[] }
    | { kind: 'PER_WEEKDAY'; lines: Line[] };
  skips?: number[];
  /** A trip to the native place: paused from a day until a day (both included). */
  pause?: { from: number; until: number };
  /** Top-ups paid online, rupees in paise, days ago. */
  topUps?: { amount: number; daysAgo: number }[];
  /** A credit from the farm with the note staff typed (in the customer's language). */
  credit?: { amount: number; daysAgo: number; note: string };
  /** Trusted: on the monthly bill (postpaid) instead of the wallet. */
  monthlyBill?: boolean;
  eveningReminders?: boolean;
};

const POLLACHI = { city: 'Pollachi', state: 'Tamil Nadu' };
const COIMBATORE = { city: 'Coimbatore', state: 'Tamil Nadu' };

/**
 * Ten households on the farm's van rounds (issue 34.7), each showing one thing a subscription does:
 * every day, alternate days, weekdays only, a quantity per weekday, dawn and evening rounds, a trip,
 * skips, a balance about to run out, a monthly bill. Their notes from the farm are in their language.
 */
export const demoSubscribers: DemoSubscriber[] = [
  {
    name: 'Selvi Murugesan',
    mobileNumber: '+917339201101',
    email: 'selvi.murugesan@example.com',
    locale: 'ta',
    address: { line1: '14, Kovai Road', landmark: 'Near Sakthi Theatre', pincode: '642001', ...POLLACHI },
    round: 'morning',
    startDay: -24,
    pattern: { kind: 'DAILY', lines: [{ code: 'GM-500', quantity: 1 }] },
    topUps: [
      { amount: 200_000, daysAgo: 25 },
      { amount: 150_000, daysAgo: 6 },
    ],
    eveningReminders: true,
  },
  {
    name: 'Rajesh Palanisamy',
    mobileNumber: '+917339201102',
    email: 'rajesh.palanisamy@example.com',
    locale: 'en',
    address: { line1: '3, Mahalingapuram Main Road', pincode: '642002', ...POLLACHI },
    round: 'morning',
    startDay: -18,
    pattern: { kind: 'ALTERNATE', lines: [{ code: 'GM-1000', quantity: 1 }] },
    topUps: [{ amount: 300_000, daysAgo: 19 }],
    skips: [3],
  },
  {
    name: 'Kavitha Shanmugam',
    mobileNumber: '+917339201103',
    email: 'kavitha.shanmugam@example.com',
    locale: 'ta',
    address: { line1: '27, Thevar Street', line2: 'Kottur', pincode: '642103', ...POLLACHI },
    round: 'morning',
    startDay: -30,
    pattern: { kind: 'WEEKDAYS', weekdays: [1, 2, 3, 4, 5], lines: [{ code: 'GM-500', quantity: 2 }] },
    topUps: [
      { amount: 250_000, daysAgo: 31 },
      { amount: 200_000, daysAgo: 9 },
    ],
    credit: { amount: 11_500, daysAgo: 4, note: 'காலை வந்த பால் திரிந்திருந்தது; அந்த நாளின் தொகை திருப்பித் தரப்பட்டது' },
  },
  {
    name: 'Dinesh Kumar Ramalingam',
    mobileNumber: '+917339201104',
    email: 'dinesh.ramalingam@example.com',
    locale: 'en',
    address: {
      line1: '9, Palakkad Road',
      landmark: 'Opposite the Municipal Office',
      pincode: '642002',
      ...POLLACHI,
    },
    round: 'morning',
    startDay: -12,
    pattern: {
      kind: 'PER_WEEKDAY',
      // More on the weekend, when the children are home.
      lines: [{ code: 'GM-500', perWeekday: [1, 1, 1, 1, 1, 2, 2] }],
    },
    topUps: [{ amount: 200_000, daysAgo: 13 }],
    skips: [2, 5],
  },
  {
    name: 'Meenakshi Sundaram',
    mobileNumber: '+917339201105',
    email: 'meenakshi.sundaram@example.com',
    locale: 'ta',
    address: { line1: '5, Anaimalai Road', pincode: '642104', ...POLLACHI },
    round: 'evening',
    startDay: -20,
    pattern: {
      kind: 'DAILY',
      lines: [
        { code: 'GM-500', quantity: 1 },
        { code: 'CD-400', quantity: 1 },
      ],
    },
    topUps: [{ amount: 500_000, daysAgo: 21 }],
    // Gone to the native place in Karaikudi for a family function.
    pause: { from: -1, until: 4 },
  },
  {
    name: 'Arul Prakash',
    mobileNumber: '+917339201106',
    email: 'arul.prakash@example.com',
    locale: 'en',
    address: { line1: '41, Venkatesa Colony', pincode: '642001', ...POLLACHI },
    round: 'evening',
    startDay: -10,
    pattern: { kind: 'DAILY', lines: [{ code: 'GM-500', quantity: 1 }] },
    // Enough for tomorrow's delivery, not for the three days after: the low-balance message.
    topUps: [{ amount: 15_000, daysAgo: 2 }],
  },
  {
    name: 'Gomathi Venkatesan',
    mobileNumber: '+917339201107',
    email: 'gomathi.venkatesan@example.com',
    locale: 'ta',
    address: { line1: '12, Nehru Nagar', line2: 'Zamin Uthukuli', pincode: '642004', ...POLLACHI },
    round: 'morning',
    startDay: -40,
    pattern: {
      kind: 'DAILY',
      lines: [
        { code: 'GM-1000', quantity: 1 },
        { code: 'PN-200', quantity: 1 },
      ],
    },
    // A family the farm has known for years: billed on the 1st, paid in cash.
    monthlyBill: true,
  },
  {
    name: 'Sanjay Natarajan',
    mobileNumber: '+917339201108',
    email: 'sanjay.natarajan@example.com',
    locale: 'en',
    address: { line1: '88, Avinashi Road', line2: 'Peelamedu', pincode: '641004', ...COIMBATORE },
    round: 'morning',
    startDay: -15,
    pattern: { kind: 'DAILY', lines: [{ code: 'GM-500', quantity: 1 }] },
    topUps: [
      { amount: 100_000, daysAgo: 16 },
      { amount: 100_000, daysAgo: 3 },
    ],
    skips: [1],
    credit: { amount: 11_500, daysAgo: 8, note: 'Missed delivery: the van broke down on Avinashi Road' },
  },
  {
    name: 'Revathi Balasubramaniam',
    mobileNumber: '+917339201109',
    email: 'revathi.bala@example.com',
    locale: 'ta',
    address: { line1: '6, Thadagam Road', line2: 'Edayarpalayam', pincode: '641025', ...COIMBATORE },
    round: 'evening',
    startDay: -8,
    pattern: { kind: 'ALTERNATE', lines: [{ code: 'CD-400', quantity: 1 }] },
    topUps: [{ amount: 150_000, daysAgo: 9 }],
    eveningReminders: true,
  },
  {
    name: 'Vignesh Anbalagan',
    mobileNumber: '+917339201110',
    email: 'vignesh.anbalagan@example.com',
    locale: 'en',
    address: { line1: '2/15, Kumaran Road', pincode: '641601', city: 'Tiruppur', state: 'Tamil Nadu' },
    round: 'morning',
    startDay: -5,
    pattern: {
      kind: 'WEEKDAYS',
      weekdays: [1, 3, 5, 7],
      lines: [{ code: 'GM-1000', quantity: 1 }],
    },
    topUps: [{ amount: 200_000, daysAgo: 6 }],
  },
];
