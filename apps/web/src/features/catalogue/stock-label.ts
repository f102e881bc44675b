/** A product's stock in words, and how urgent it is: what `StockState` and the search's suggestions show. */
export function stockLabel(stock: number, inStock: boolean): { text: string; level: 'in' | 'low' | 'out' } {
  if (!inStock) return { text: 'Out of stock', level: 'out' };
  if (stock <= 5) return { text: `Only ${stock} left in stock`, level: 'low' };
  return { text: 'In stock', level: 'in' };
}
