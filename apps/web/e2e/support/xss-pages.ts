import { PAYLOADS } from './xss-payloads';
import type { XssShop } from './xss-seed';

/** A page that shows seeded payloads, and who must be signed in to see it. */
export type XssPage = {
  name: string;
  path: (shop: XssShop) => string;
  who?: 'customer' | 'staff';
  /** The least number of distinct payloads the page must show (it is seeded with them). */
  shows: number;
};

const ALL = PAYLOADS.length;
const LISTING_PAGES = 4; // 42 products, 12 a page

export const STORE_PAGES: XssPage[] = [
  { name: 'home', path: () => '/', shows: ALL },
  ...Array.from({ length: LISTING_PAGES }, (_, i) => ({
    name: `listing, page ${i + 1}`,
    path: (shop: XssShop) => `/products?category=${shop.categoryId}${i > 0 ? `&page=${i + 1}` : ''}`,
    shows: 20,
  })),
  {
    name: 'product page with reviews and replies',
    path: (shop) => `/productDetailsPage?productCode=${shop.showcaseCode}`,
    shows: ALL,
  },
  {
    name: 'customise page',
    path: (shop) => `/productDetailScreen/customise?productCode=${shop.showcaseCode}`,
    shows: ALL,
  },
  { name: 'blog list', path: () => '/blogs', shows: 60 },
  { name: 'blog category', path: (shop) => `/blogs?category=${shop.blogCategoryId}`, shows: 60 },
  { name: 'blog post', path: (shop) => `/blogs/${shop.blogPostId}`, shows: ALL },
  { name: 'about', path: () => '/about', shows: ALL },
  { name: 'contact', path: () => '/contact', shows: 15 },
  { name: 'privacy policy', path: () => '/privacyPolicy', shows: ALL },
  { name: 'terms and conditions', path: () => '/termsAndConditions', shows: ALL },
  { name: 'shipping policy', path: () => '/shippingPolicy', shows: ALL },
  { name: 'refund policy', path: () => '/refundPolicy', shows: ALL },
  { name: 'cart with address choice', path: () => '/cartPage', who: 'customer', shows: 20 },
  {
    name: 'profile: addresses, orders, notify requests',
    path: () => '/profilePage',
    who: 'customer',
    shows: ALL,
  },
  { name: 'wishlist', path: () => '/wishlistPage', who: 'customer', shows: 20 },
  {
    name: 'order summary',
    path: (shop) => `/orderSummaryDetails?cartBundleId=${shop.cartBundleId}`,
    who: 'customer',
    shows: 15,
  },
];

const staff = (name: string, path: (shop: XssShop) => string, shows: number): XssPage => ({
  name: `admin: ${name}`,
  path,
  who: 'staff',
  shows,
});

/**
 * The staff screens (signed in as the owner): lists, records and forms that show the payloads.
 * A list shows only the fields its columns hold; a form shows its values.
 */
export const ADMIN_PAGES: XssPage[] = [
  staff('dashboard', () => '/admin', 10),
  staff('reviews', () => '/admin/reviews', 10),
  staff('a review with its reply', (s) => `/admin/reviews/${s.ids.review}`, 40),
  staff('contact messages', () => '/admin/inbox', ALL),
  staff('a contact message', (s) => `/admin/inbox/${s.ids.contact}`, 40),
  staff('notify requests', () => '/admin/inbox/notify', 2),
  staff('who waits for a product', (s) => `/admin/inbox/notify/${s.ids.soldOut}`, 3),
  staff('customers', () => '/admin/customers', 5),
  staff('a customer', (s) => `/admin/customers/${s.ids.customer}`, 80),
  staff("a customer's addresses", (s) => `/admin/addresses?customerId=${s.ids.customer}`, 50),
  staff('an address', (s) => `/admin/addresses/${s.ids.address}`, 15),
  staff('orders', () => '/admin/orders', 2),
  staff('an order', (s) => `/admin/orders/${s.ids.order}`, 25),
  staff('a packing slip', (s) => `/admin/orders/${s.ids.order}/slip`, 25),
  staff('products', () => '/admin/products', 40),
  staff('a product', (s) => `/admin/products/${s.ids.product}`, ALL),
  staff('bulk edit', () => '/admin/products/bulk', 80),
  staff('categories', () => '/admin/categories', 1),
  staff('a category', (s) => `/admin/categories/${s.ids.category}`, 40),
  staff('blog posts', () => '/admin/blogs', 30),
  staff('a blog post', (s) => `/admin/blogs/${s.ids.blog}`, ALL),
  staff('blog categories', () => '/admin/blog-categories', 1),
  staff('a blog category', (s) => `/admin/blog-categories/${s.ids.blogCategory}`, 40),
  staff('banners', () => '/admin/banners', 8),
  staff('a banner', (s) => `/admin/banners/${s.ids.banner}`, 2),
  staff('offers', () => '/admin/offers', 5),
  staff('an offer', (s) => `/admin/offers/${s.ids.offer}`, 40),
  staff('settings', () => '/admin/settings', ALL),
  staff('staff accounts', () => '/admin/users', 1),
  staff('a staff account', (s) => `/admin/users/${s.ids.staffUser}`, 1),
];
