/** Where the admin asks the web server to drop its cached settings. */
export const SETTINGS_REFRESH_PATH = '/admin/settings/refresh';

/**
 * The web server's own endpoint (app/admin/(panel)/settings/refresh/route.ts), not the API's.
 * After the API saved new settings: the web server forgets its cached copy, so the storefront's
 * next page load shows the change. Best effort: without it the change shows within a minute.
 */
export async function refreshStorefrontSettings(): Promise<boolean> {
  try {
    const res = await fetch(SETTINGS_REFRESH_PATH, { method: 'POST', credentials: 'same-origin' });
    return res.ok;
  } catch {
    return false;
  }
}
