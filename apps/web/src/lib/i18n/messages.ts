import type address from '../../../messages/en/address.json';
import type adminCatalogue from '../../../messages/en/adminCatalogue.json';
import type adminCommon from '../../../messages/en/adminCommon.json';
import type adminContent from '../../../messages/en/adminContent.json';
import type adminDashboard from '../../../messages/en/adminDashboard.json';
import type adminDelivery from '../../../messages/en/adminDelivery.json';
import type adminInbox from '../../../messages/en/adminInbox.json';
import type adminOrders from '../../../messages/en/adminOrders.json';
import type adminPeople from '../../../messages/en/adminPeople.json';
import type adminReports from '../../../messages/en/adminReports.json';
import type adminSettings from '../../../messages/en/adminSettings.json';
import type adminShell from '../../../messages/en/adminShell.json';
import type adminSubscriptions from '../../../messages/en/adminSubscriptions.json';
import type auth from '../../../messages/en/auth.json';
import type blog from '../../../messages/en/blog.json';
import type cart from '../../../messages/en/cart.json';
import type catalogue from '../../../messages/en/catalogue.json';
import type checkout from '../../../messages/en/checkout.json';
import type common from '../../../messages/en/common.json';
import type contact from '../../../messages/en/contact.json';
import type content from '../../../messages/en/content.json';
import type delivery from '../../../messages/en/delivery.json';
import type fields from '../../../messages/en/fields.json';
import type frame from '../../../messages/en/frame.json';
import type order from '../../../messages/en/order.json';
import type problems from '../../../messages/en/problems.json';
import type product from '../../../messages/en/product.json';
import type profile from '../../../messages/en/profile.json';
import type reviews from '../../../messages/en/reviews.json';
import type subscription from '../../../messages/en/subscription.json';
import type timeline from '../../../messages/en/timeline.json';
import type wallet from '../../../messages/en/wallet.json';
import type wishlist from '../../../messages/en/wishlist.json';

/**
 * The shape of the catalogues, read off the English files: next-intl checks every key a component
 * asks for against it (AppConfig below), and `useWords` does the same in the browser. A new
 * namespace's file is added here as well as in catalogues.ts's NAMESPACES.
 */
export type Messages = typeof address &
  typeof adminCatalogue &
  typeof adminCommon &
  typeof adminContent &
  typeof adminDashboard &
  typeof adminDelivery &
  typeof adminInbox &
  typeof adminOrders &
  typeof adminPeople &
  typeof adminReports &
  typeof adminSettings &
  typeof adminShell &
  typeof adminSubscriptions &
  typeof auth &
  typeof blog &
  typeof cart &
  typeof catalogue &
  typeof checkout &
  typeof common &
  typeof contact &
  typeof content &
  typeof delivery &
  typeof fields &
  typeof frame &
  typeof order &
  typeof problems &
  typeof product &
  typeof profile &
  typeof reviews &
  typeof subscription &
  typeof timeline &
  typeof wallet &
  typeof wishlist;

declare module 'next-intl' {
  interface AppConfig {
    Messages: Messages;
  }
}
