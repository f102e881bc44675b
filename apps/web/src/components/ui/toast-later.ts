import { whenToastHostShown } from './toast-host-wanted';

/**
 * Raises a toast without putting the toast library into the caller's first load: for code that
 * every storefront page runs (the session's welcome back and expiry) but that rarely speaks. It
 * is raised once the host that shows it is on the page, so it is shown for its whole time.
 */
export function toastLater(kind: 'success' | 'error', message: string, options: { id: string }) {
  void import('./toast').then(async ({ toast }) => {
    await whenToastHostShown();
    toast[kind](message, options);
  });
}
