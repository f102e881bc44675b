import { type AddressBook, type ApiAddress, nameOf } from './api-addresses.mjs';

/** `fetch` of a path under /api, at the addresses of a book (server.ts's reads). */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

/**
 * GETs at the book's next address; when no answer comes (refused, reset), once more at another,
 * and the first is skipped for a while: a read may always be asked again (decision 0056). An answer,
 * whatever its status, is the answer.
 */
export function createApiFetch(book: AddressBook): ApiFetch {
  return async (path, init) => {
    const first = book.pick();
    try {
      return await fetch(urlOf(first, path), init);
    } catch {
      book.failed(first);
      return fetch(urlOf(book.pick(first), path), init);
    }
  };
}

const urlOf = (address: ApiAddress, path: string) => `http://${nameOf(address)}/api${path}`;
