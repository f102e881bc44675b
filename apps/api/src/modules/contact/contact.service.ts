import type { ContactCreate, ContactListQuery } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/paging.js';
import {
  deleteContactMessage,
  findContactMessage,
  insertContactMessage,
  listContactMessages,
  setContactMessageRead,
} from './contact.repository.js';

/** A visitor's message from the contact form; the text is stored as written. */
export function sendContactMessage(db: DbOrTx, input: ContactCreate) {
  return insertContactMessage(db, { ...input, email: input.email ?? null });
}

export async function listContactMessagePage(db: DbOrTx, query: ContactListQuery) {
  const { items, total } = await listContactMessages(db, query);
  return { items, page: pageInfo(query, total) };
}

export async function getContactMessage(db: DbOrTx, id: number) {
  const message = await findContactMessage(db, id);
  if (!message) throw notFound('Message');
  return message;
}

export async function markContactMessageRead(db: DbOrTx, id: number, read: boolean) {
  const message = await setContactMessageRead(db, id, read);
  if (!message) throw notFound('Message');
  return message;
}

export async function removeContactMessage(db: DbOrTx, id: number) {
  if (!(await deleteContactMessage(db, id))) throw notFound('Message');
}
