import type { CustomerDataExport } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { findCustomerById } from './customer.repository.js';
import { readCustomerData } from './customer-export.repository.js';

/** A customer's data for their request (DPDP Act 2023): their own, or any one's for an admin. */
export async function exportCustomerData(db: Db, customerId: number): Promise<CustomerDataExport> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw notFound('Customer');
  return readCustomerData(db, customer);
}

/** The file name the download is saved under, e.g. `my-data-2025-06-01.json`. */
export function exportFileName(exported: CustomerDataExport): string {
  return `my-data-${exported.exportedAt.slice(0, 10)}.json`;
}
