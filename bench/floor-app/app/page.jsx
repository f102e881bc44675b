/** An empty page: its first-load JS is what Next and React cost before any of the shop's code. */
export default function EmptyPage() {
  return null;
}
