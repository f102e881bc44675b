/**
 * An empty page: its first-load JS is what Next and React cost before any of the shop's code. One
 * line of text, so that Lighthouse sees a paint and scores it as the reference phone (an empty body
 * is "NO_FCP"): what the framework alone costs the phone's main thread.
 */
export default function EmptyPage() {
  return <p>Floor</p>;
}
