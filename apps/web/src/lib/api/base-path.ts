/** Where the web server forwards to the API (`server.mjs`). Without imports: the links' listener reads it on every page. */
export const API_BASE_PATH = '/api';

/** Whether a same-origin path is the API's (links to it are downloads, not pages). */
export function isApiPath(pathname: string): boolean {
  return pathname === API_BASE_PATH || pathname.startsWith(`${API_BASE_PATH}/`);
}
