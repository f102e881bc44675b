import 'server-only';
import type { ShopSettings } from '@farm/contract';
import { cache } from 'react';
import { serverData } from '@/lib/api/server';

const FALLBACK: ShopSettings = {
  farmName: 'Farm Shop',
  tagline: '',
  about: '',
  addressLine1: '',
  addressLine2: null,
  city: '',
  state: 'Tamil Nadu',
  pincode: '',
  phone: '',
  careEmail: '',
  socialLinks: {},
  privacyPolicy: '',
  termsAndConditions: '',
  shippingPolicy: '',
  refundPolicy: '',
  deliveryFee: 0,
  freeDeliveryThreshold: null,
  updatedAt: null,
};

/** The farm's identity for server components, read once per request and cached for 60 s. */
export const getShopSettings = cache(
  async (): Promise<ShopSettings> => (await serverData<ShopSettings>('/settings', 60)) ?? FALLBACK,
);
