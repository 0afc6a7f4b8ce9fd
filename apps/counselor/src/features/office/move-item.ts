/** `items` with the one at `index` moved by `delta` places; unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const next = [...items];
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return next;
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}
