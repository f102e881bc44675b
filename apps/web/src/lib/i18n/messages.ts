import type catalogue from '../../../messages/en/catalogue.json';
import type common from '../../../messages/en/common.json';
import type fields from '../../../messages/en/fields.json';
import type frame from '../../../messages/en/frame.json';
import type problems from '../../../messages/en/problems.json';
import type product from '../../../messages/en/product.json';
import type reviews from '../../../messages/en/reviews.json';
import type timeline from '../../../messages/en/timeline.json';
import type wishlist from '../../../messages/en/wishlist.json';

/**
 * The shape of the catalogues, read off the English files: next-intl checks every key a component
 * asks for against it (AppConfig below), and `useWords` does the same in the browser. A new
 * namespace's file is added here as well as in catalogues.ts's NAMESPACES.
 */
export type Messages = typeof catalogue &
  typeof common &
  typeof fields &
  typeof frame &
  typeof problems &
  typeof product &
  typeof reviews &
  typeof timeline &
  typeof wishlist;

declare module 'next-intl' {
  interface AppConfig {
    Messages: Messages;
  }
}
