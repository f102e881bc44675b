import { dayText } from '@farm/contract';
import { monthOf } from '../month.js';
import type { StatementWords } from '../shapes.js';

/** The monthly statement in English. Product names print as the order recorded them. */
export const STATEMENT: StatementWords = {
  title: (month) => `Monthly statement — ${monthOf(month, 'en-IN', 'long')}`,
  to: (name, mobile) => `${name} · ${mobile}`,
  period: (from, to) => `Deliveries from ${dayText(from)} to ${dayText(to)}`,
  day: 'Day',
  delivered: 'Delivered',
  amount: 'Amount',
  order: (id) => `Order #${id}`,
  noDeliveries: 'No deliveries on the bill this month.',
  credits: 'Credits',
  creditReason: {
    STAFF_CREDIT: 'From the farm',
    DOOR_SKIP: 'Skipped at the door: the day taken off',
    DOOR_NOT_HOME: 'Not at home: the day taken off',
  },
  payments: 'Payments received',
  method: { CASH: 'Cash', UPI: 'UPI', ONLINE: 'Online' },
  broughtForward: 'Brought forward',
  deliveredTotal: 'Delivered this month',
  creditsTotal: 'Credits',
  paymentsTotal: 'Payments received',
  due: 'Amount due',
  inCredit: 'In credit',
  payNote: (site) => `Pay online from your wallet page: ${site}/wallet — or in cash or UPI to the farm.`,
  closed: (at) => `Closed on ${dayText(at)}`,
  open: 'This month is still open: the amounts may change until the 1st.',
};
