/** The stops' order ids with the one at `index` moved one place up (-1) or down (1). */
export function moveStop(stops: readonly { orderId: number }[], index: number, by: -1 | 1): number[] {
  const ids = stops.map((stop) => stop.orderId);
  const to = index + by;
  const moving = ids[index];
  const other = ids[to];
  if (moving === undefined || other === undefined) return ids;
  ids[index] = other;
  ids[to] = moving;
  return ids;
}
