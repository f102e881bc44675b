import type address from '../../../messages/en/address.json';
import type cart from '../../../messages/en/cart.json';
import type checkout from '../../../messages/en/checkout.json';
import type common from '../../../messages/en/common.json';
import type delivery from '../../../messages/en/delivery.json';
import type fields from '../../../messages/en/fields.json';
import type frame from '../../../messages/en/frame.json';
import type order from '../../../messages/en/order.json';
import type problems from '../../../messages/en/problems.json';
import type profile from '../../../messages/en/profile.json';
import type timeline from '../../../messages/en/timeline.json';

/**
 * The shape of the catalogues, read off the English files: next-intl checks every key a component
 * asks for against it (AppConfig below), and `useWords` does the same in the browser. A new
 * namespace's file is added here as well as in catalogues.ts's NAMESPACES.
 */
export type Messages = typeof common &
  typeof fields &
  typeof frame &
  typeof problems &
  typeof timeline &
  typeof cart &
  typeof checkout &
  typeof delivery &
  typeof order &
  typeof profile &
  typeof address;

declare module 'next-intl' {
  interface AppConfig {
    Messages: Messages;
  }
}
