import type { CategoryKey } from './categories.js';

export type DemoSlot = { startsAt: string; endsAt: string; capacity: number; cutoffTime?: string };
export type DemoArea = {
  name: string;
  /** The area's name in Tamil, as customers see it beside their PIN code. */
  tamilName: string;
  kind: 'OWN' | 'COURIER';
  pincodes: string[];
  deliveryFee: number;
  freeDeliveryThreshold: number | null;
  minimumOrder: number | null;
  codAllowed: boolean;
  /** Empty: every category. */
  categories: CategoryKey[];
  courierDays?: [number, number];
  slots?: DemoSlot[];
};

/** What a courier carries: nothing fresh, nothing alive. */
const SHELF_STABLE: CategoryKey[] = ['ghee', 'soap', 'powder'];

/**
 * The demo farm's delivery (issue 16): its own van around Pollachi and Coimbatore at dawn and in
 * the evening, couriers for the rest of Tamil Nadu and India. A PIN code goes to the area of its
 * longest matching pattern: `642001` is Pollachi town, `64` the rest of Tamil Nadu.
 */
export const demoAreas: DemoArea[] = [
  {
    name: 'Pollachi & Anaimalai',
    tamilName: 'பொள்ளாச்சி & ஆனைமலை',
    kind: 'OWN',
    pincodes: ['642001', '642002', '642003', '642004', '642005', '642007', '642103', '642104', '642126'],
    deliveryFee: 4000,
    freeDeliveryThreshold: 99_900,
    minimumOrder: null,
    codAllowed: true,
    categories: [],
    slots: [
      { startsAt: '05:00', endsAt: '08:00', capacity: 60 },
      { startsAt: '17:00', endsAt: '19:00', capacity: 30 },
    ],
  },
  {
    name: 'Coimbatore & Tiruppur',
    tamilName: 'கோயம்புத்தூர் & திருப்பூர்',
    kind: 'OWN',
    pincodes: ['6410', '64160'],
    deliveryFee: 4000,
    freeDeliveryThreshold: 99_900,
    minimumOrder: null,
    codAllowed: true,
    categories: [],
    slots: [
      { startsAt: '05:30', endsAt: '08:30', capacity: 40, cutoffTime: '20:00' },
      { startsAt: '17:30', endsAt: '19:30', capacity: 20, cutoffTime: '20:00' },
    ],
  },
  {
    name: 'Rest of Tamil Nadu (courier)',
    tamilName: 'தமிழ்நாட்டின் மற்ற ஊர்கள் (கூரியர்)',
    kind: 'COURIER',
    pincodes: ['60', '61', '62', '63', '64'],
    deliveryFee: 4000,
    freeDeliveryThreshold: 99_900,
    minimumOrder: null,
    codAllowed: true,
    categories: [...SHELF_STABLE, 'manure'],
    courierDays: [2, 4],
  },
  {
    name: 'Rest of India (courier)',
    tamilName: 'இந்தியாவின் மற்ற பகுதிகள் (கூரியர்)',
    kind: 'COURIER',
    pincodes: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
    deliveryFee: 12_000,
    freeDeliveryThreshold: 250_000,
    minimumOrder: 50_000,
    codAllowed: false,
    categories: SHELF_STABLE,
    courierDays: [4, 7],
  },
];
