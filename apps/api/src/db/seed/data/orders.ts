import type { OrderStatus } from '@farm/contract/plain/statuses';

export type DemoOrder = {
  /** Index into demoCustomers. */
  customer: number;
  status: OrderStatus;
  /** When it was placed, in hours before the seed time. */
  hoursAgo: number;
  items: [code: string, quantity: number][];
  note?: string;
  cancelNote?: string;
};

/** Past orders of the demo customers: they make best sellers and "verified purchase" real. */
export const demoOrders: DemoOrder[] = [
  {
    customer: 0,
    status: 'DELIVERED',
    hoursAgo: 40 * 24,
    items: [
      ['GM-1000', 4],
      ['PN-200', 2],
      ['GH-250', 1],
    ],
  },
  {
    customer: 0,
    status: 'DELIVERED',
    hoursAgo: 20 * 24,
    items: [
      ['GM-500', 6],
      ['CD-400', 2],
      ['SP-NEEM', 3],
    ],
    note: 'Please deliver before 7:30 am.',
  },
  {
    customer: 0,
    status: 'SHIPPED',
    hoursAgo: 20,
    items: [
      ['GM-1000', 3],
      ['CH-SPREAD', 1],
    ],
  },
  {
    customer: 1,
    status: 'DELIVERED',
    hoursAgo: 55 * 24,
    items: [
      ['GH-500', 1],
      ['SP-TURMERIC', 2],
      ['SP-HONEY', 2],
    ],
  },
  {
    customer: 1,
    status: 'DELIVERED',
    hoursAgo: 12 * 24,
    items: [
      ['VC-25', 2],
      ['GMN-PELLET', 2],
    ],
  },
  {
    customer: 1,
    status: 'CONFIRMED',
    hoursAgo: 6,
    items: [
      ['GM-500', 4],
      ['PN-500', 1],
    ],
  },
  {
    customer: 2,
    status: 'DELIVERED',
    hoursAgo: 30 * 24,
    items: [
      ['MP-500', 1],
      ['SW-PALKOVA', 2],
      ['GM-ELAICHI', 4],
    ],
  },
  {
    customer: 2,
    status: 'DELIVERED',
    hoursAgo: 8 * 24,
    items: [
      ['GM-500', 8],
      ['BM-500', 4],
      ['CH-FETA', 1],
    ],
  },
  {
    customer: 2,
    status: 'CANCELLED',
    hoursAgo: 15 * 24,
    items: [['LG-TELLI-DOE', 1]],
    cancelNote: 'Cancelled by the customer: she will visit the farm to choose the doe herself.',
  },
  {
    customer: 2,
    status: 'PACKED',
    hoursAgo: 26,
    items: [
      ['GH-250', 1],
      ['VC-5', 2],
    ],
  },
  {
    customer: 3,
    status: 'DELIVERED',
    hoursAgo: 25 * 24,
    items: [
      ['SP-GIFT-4', 2],
      ['SC-LIPBALM', 3],
      ['GH-250', 2],
    ],
    note: 'Gift boxes for Deepavali, please pack well.',
  },
  {
    customer: 3,
    status: 'DELIVERED',
    hoursAgo: 70 * 24,
    items: [
      ['SP-CHARCOAL', 2],
      ['SP-ALOE', 2],
      ['SC-LOTION', 1],
    ],
  },
  {
    customer: 3,
    status: 'PLACED',
    hoursAgo: 2,
    items: [
      ['MP-250', 2],
      ['SW-PEDA', 2],
    ],
  },
];
