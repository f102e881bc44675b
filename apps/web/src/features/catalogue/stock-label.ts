/** How urgent a product's stock is: what `StockState` words from the catalogue. */
export function stockLevel(stock: number, inStock: boolean): 'in' | 'low' | 'out' {
  if (!inStock) return 'out';
  return stock <= 5 ? 'low' : 'in';
}
