'use client';

import toast from 'react-hot-toast';
import { withNext } from '@/features/auth/next-path';

import { LOGIN_PATH } from './login-path';

/**
 * Signed-out visitors who try a customer action are asked to log in first, and come back to the
 * page they were on (the product) once signed in or signed up, instead of landing on their profile.
 */
export function askToLogIn(what: string, push: (href: string) => void): void {
  toast.error(`Please login to ${what}`);
  push(withNext(LOGIN_PATH, `${window.location.pathname}${window.location.search}`));
}
