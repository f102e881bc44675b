/** The toast once a customer cancelled an order, as the API words a cancellation: "Order #17 cancelled". */
export function cancelOrderText(orderId: number): string {
  return `Order #${orderId} cancelled`;
}
