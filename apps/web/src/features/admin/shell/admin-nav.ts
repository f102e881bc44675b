import type { StaffRole } from '@farm/contract';
import {
  CalendarX,
  ChartColumn,
  FileText,
  FolderTree,
  Gauge,
  Image,
  Inbox,
  type LucideIcon,
  MapPin,
  MessageSquareReply,
  Package,
  Receipt,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Tags,
  Ticket,
  TicketPercent,
  Truck,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';

export type AdminNavItem = { href: string; label: string; icon: LucideIcon; role?: StaffRole };

/**
 * Every admin screen, in the order the farm uses them. `role: 'admin'` screens (staff users,
 * settings) are hidden from the `staff` role; the API refuses them too.
 */
export const ADMIN_NAV: AdminNavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: Gauge },
  { href: '/admin/orders', label: 'Orders', icon: ShoppingBag },
  { href: '/admin/payments', label: 'Payments', icon: Wallet },
  { href: '/admin/reports', label: 'Reports', icon: ChartColumn },
  { href: '/admin/gst-rates', label: 'GST rates', icon: Receipt },
  { href: '/admin/products', label: 'Products', icon: Package },
  { href: '/admin/categories', label: 'Categories', icon: FolderTree },
  { href: '/admin/customers', label: 'Customers', icon: Users },
  { href: '/admin/addresses', label: 'Addresses', icon: MapPin },
  { href: '/admin/delivery-areas', label: 'Delivery areas', icon: Truck },
  { href: '/admin/closed-days', label: 'Closed days', icon: CalendarX },
  { href: '/admin/reviews', label: 'Reviews', icon: MessageSquareReply },
  { href: '/admin/banners', label: 'Banners', icon: Image },
  { href: '/admin/offers', label: 'Offers', icon: TicketPercent },
  { href: '/admin/coupons', label: 'Coupons', icon: Ticket },
  { href: '/admin/blogs', label: 'Blogs', icon: FileText },
  { href: '/admin/blog-categories', label: 'Blog categories', icon: Tags },
  { href: '/admin/inbox', label: 'Inbox', icon: Inbox },
  { href: '/admin/users', label: 'Staff users', icon: UserCog, role: 'admin' },
  { href: '/admin/settings', label: 'Settings', icon: Settings, role: 'admin' },
  // Everyone's own: the second factor (authenticator app) and recovery codes.
  { href: '/admin/account', label: 'Account security', icon: ShieldCheck },
];

export function navFor(role: StaffRole | undefined): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => !item.role || item.role === role);
}

/** The nav item a path belongs to (`/admin/products/12` → Products). */
export function isCurrent(item: AdminNavItem, pathname: string): boolean {
  if (item.href === '/admin') return pathname === '/admin';
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
