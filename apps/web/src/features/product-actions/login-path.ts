/** Where a visitor logs in (spec §4). */
export const LOGIN_PATH = '/profileLogin';
