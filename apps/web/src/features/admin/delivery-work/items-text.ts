/** An order's lines as one line of text: `2 × Milk 1 L, 1 × Ghee 500 ml`. */
export function itemsText(items: readonly { name: string; quantity: number }[]): string {
  return items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
}
