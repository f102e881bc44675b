'use client';

import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { noteToastHostShown } from './toast-host-wanted';

/**
 * Where toasts appear. react-hot-toast's defaults are the spec's: success 2 s; error, blank and
 * custom 4 s; loading until dismissed; at most 20 at once. A toast raised before the host is
 * mounted waits in the library's store and shows when it is.
 */
export function ToastHost() {
  useEffect(noteToastHostShown, []);
  return <Toaster position="top-center" toastOptions={{ className: 'toast' }} />;
}
