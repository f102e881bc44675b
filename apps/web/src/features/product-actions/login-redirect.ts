'use client';

import toast from 'react-hot-toast';

export const LOGIN_PATH = '/profileLogin';

/** Signed-out visitors who try a customer action are asked to log in first. */
export function askToLogIn(what: string, push: (href: string) => void): void {
  toast.error(`Please login to ${what}`);
  push(LOGIN_PATH);
}
