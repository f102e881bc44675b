// Types of api-addresses.mjs (plain JavaScript, run by Node as it is and bundled by Next).
export type ApiAddress = { host: string; port: number };

export type AddressBook = {
  addresses: ApiAddress[];
  pick(avoid?: ApiAddress): ApiAddress;
  failed(address: ApiAddress): void;
  isUp(address: ApiAddress): boolean;
};

export function apiAddressesOf(env: Record<string, string | undefined>): ApiAddress[];
export function nameOf(address: ApiAddress): string;
export const API_DOWN_MS: number;
export function createAddressBook(
  addresses: ApiAddress[],
  options?: { downMs?: number; now?: () => number },
): AddressBook;
export function sharedAddressBook(addresses: ApiAddress[], downMs?: number): AddressBook;
export function mayRepeat(
  method: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): boolean;
export function isConnectionFailure(err: unknown): boolean;
