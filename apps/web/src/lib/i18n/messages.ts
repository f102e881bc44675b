import type address from '@farm/words/en/address.json';
import type adminCatalogue from '@farm/words/en/adminCatalogue.json';
import type adminCommon from '@farm/words/en/adminCommon.json';
import type adminContent from '@farm/words/en/adminContent.json';
import type adminDashboard from '@farm/words/en/adminDashboard.json';
import type adminDelivery from '@farm/words/en/adminDelivery.json';
import type adminInbox from '@farm/words/en/adminInbox.json';
import type adminOrders from '@farm/words/en/adminOrders.json';
import type adminPeople from '@farm/words/en/adminPeople.json';
import type adminReports from '@farm/words/en/adminReports.json';
import type adminSettings from '@farm/words/en/adminSettings.json';
import type adminShell from '@farm/words/en/adminShell.json';
import type adminSubscriptions from '@farm/words/en/adminSubscriptions.json';
import type auth from '@farm/words/en/auth.json';
import type blog from '@farm/words/en/blog.json';
import type cart from '@farm/words/en/cart.json';
import type catalogue from '@farm/words/en/catalogue.json';
import type checkout from '@farm/words/en/checkout.json';
import type common from '@farm/words/en/common.json';
import type contact from '@farm/words/en/contact.json';
import type content from '@farm/words/en/content.json';
import type delivery from '@farm/words/en/delivery.json';
import type fields from '@farm/words/en/fields.json';
import type frame from '@farm/words/en/frame.json';
import type order from '@farm/words/en/order.json';
import type problems from '@farm/words/en/problems.json';
import type product from '@farm/words/en/product.json';
import type profile from '@farm/words/en/profile.json';
import type reviews from '@farm/words/en/reviews.json';
import type subscription from '@farm/words/en/subscription.json';
import type timeline from '@farm/words/en/timeline.json';
import type wallet from '@farm/words/en/wallet.json';
import type wishlist from '@farm/words/en/wishlist.json';

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
