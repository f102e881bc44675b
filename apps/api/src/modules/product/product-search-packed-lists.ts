/**
 * Many short lists of numbers in one typed array, with no array per list: list `i` is `values`
 * from `starts[i]` to `starts[i + 1]`. The search index keeps its per-product and per-alias lists
 * this way (~2–4 bytes an entry, plain indexes in its hot loops).
 */
export function packLists<Values extends Int32Array | Uint16Array>(
  lists: readonly (readonly number[])[],
  allocate: (length: number) => Values,
): { starts: Int32Array; values: Values } {
  const starts = new Int32Array(lists.length + 1);
  lists.forEach((list, at) => {
    starts[at + 1] = (starts[at] as number) + list.length;
  });
  const values = allocate(starts[lists.length] as number);
  lists.forEach((list, at) => {
    values.set(list, starts[at]);
  });
  return { starts, values };
}
