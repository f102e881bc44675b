import { describe, expect, it } from 'vitest';
import { homeOf, mayOpen, navFor } from './admin-nav';

const labels = (role: Parameters<typeof navFor>[0]) => navFor(role).map((item) => item.word);

describe('the admin menu by role', () => {
  it('gives a delivery person their routes and their account, nothing else', () => {
    expect(labels('delivery')).toEqual(['myRoutes', 'account']);
  });

  it('gives staff the packing list and the routes but not the delivery person’s screen or admin pages', () => {
    const staff = labels('staff');
    expect(staff).toEqual(expect.arrayContaining(['dashboard', 'packing', 'routes', 'account']));
    expect(staff).not.toContain('myRoutes');
    expect(staff).not.toContain('users');
    expect(labels('admin')).toEqual(expect.arrayContaining(['users', 'settings', 'packing']));
  });

  it('shows nothing before the role is known', () => {
    expect(navFor(undefined)).toEqual([]);
  });
});

describe('where a role may be', () => {
  it('keeps a delivery person to their routes (a route’s page too) and their account', () => {
    for (const path of ['/admin/my-routes', '/admin/my-routes/view', '/admin/account']) {
      expect(mayOpen('delivery', path), path).toBe(true);
    }
    for (const path of [
      '/admin',
      '/admin/orders',
      '/admin/routes',
      '/admin/routes/view',
      '/admin/my-routesx',
    ]) {
      expect(mayOpen('delivery', path), path).toBe(false);
    }
    expect(homeOf('delivery')).toBe('/admin/my-routes');
  });

  it('lets staff and admins open every page (the API and the admin-only screens refuse the rest)', () => {
    expect(mayOpen('staff', '/admin/orders')).toBe(true);
    expect(mayOpen('admin', '/admin/users')).toBe(true);
    expect(homeOf('staff')).toBe('/admin');
  });
});
