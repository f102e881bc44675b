/** "₹3,000.00": an amount of paise in a sentence a customer reads (the API's messages). */
export function rupeesText(paise: number): string {
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
