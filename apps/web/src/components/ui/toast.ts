'use client';

import toast from 'react-hot-toast';
import { wantToastHost } from './toast-host-wanted';

// This module loads with the code that may raise a toast (a form, a cart button), never before:
// the storefront's host, which draws the toasts, is fetched beside it (features/shell/store-providers.tsx).
wantToastHost();

/** react-hot-toast's `toast`, for the storefront: importing it loads the host that shows it. */
export { toast };
