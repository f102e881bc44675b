/**
 * Raises a toast without putting the toast library into the caller's first load: for code that
 * every storefront page runs (the session's welcome back and expiry) but that rarely speaks.
 */
export function toastLater(kind: 'success' | 'error', message: string, options: { id: string }) {
  void import('react-hot-toast').then(({ default: toast }) => toast[kind](message, options));
}
