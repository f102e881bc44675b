/** How urgent a product's stock is: what `StockState` words from the catalogue. */
export function stockLevel(stock: number, inStock: boolean): 'in' | 'low' | 'out' {
  if (!inStock) return 'out';
  return stock <= 5 ? 'low' : 'in';
}

/** A product's stock in English words, and how urgent it is: what the search's suggestions show. */
export function stockLabel(stock: number, inStock: boolean): { text: string; level: 'in' | 'low' | 'out' } {
  if (!inStock) return { text: 'Out of stock', level: 'out' };
  if (stock <= 5) return { text: `Only ${stock} left in stock`, level: 'low' };
  return { text: 'In stock', level: 'in' };
}
