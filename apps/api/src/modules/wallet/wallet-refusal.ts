import { AppError } from '../../lib/app-error.js';

/** The refusal `moveMoney` throws for a debit the balance cannot cover. */
export function tooLow(held: number, amount: number): AppError {
  return new AppError(
    422,
    'WALLET_BALANCE_TOO_LOW',
    `The wallet holds ${held} paise, not enough for ${amount}`,
  ).worded({ balancePaise: held, amountPaise: amount }, 'WALLET_BALANCE_TOO_LOW_FOR_AMOUNT');
}
