import type { ReportRange } from '@farm/contract';
import { CashToCollect } from './cash-to-collect-report';
import { OrderStatuses } from './order-statuses-report';
import { PaymentMethods } from './payment-methods-report';

/** The Orders and payments tab. */
export function OrdersReport({ range }: { range: ReportRange }) {
  return (
    <>
      <OrderStatuses range={range} />
      <PaymentMethods range={range} />
      <CashToCollect />
    </>
  );
}
