/** Cards per row of the fan at each width: four rows on a phone, one arc on a wide screen. */
export const FAN_ROWS = { base: 20, sm: 26, md: 39, lg: 78 } as const;

/**
 * Where a card sits on its row's arc: -1 at the left end, 0 in the middle, 1 at the right end.
 * Rows are filled left to right; the last row may be shorter and has its own arc.
 */
export function arcPosition(index: number, total: number, perRow: number): number {
  const row = Math.floor(index / perRow);
  const rowLength = Math.min(perRow, total - row * perRow);
  if (rowLength <= 1) return 0;
  const place = index - row * perRow;
  return Number(((place / (rowLength - 1)) * 2 - 1).toFixed(3));
}
