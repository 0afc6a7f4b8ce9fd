import * as v from 'valibot';

const totalPagesSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** Cursor page of the notification lists (`limit, sort, lastId` → this). */
export function cursorPageSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    content: v.array(item),
    empty: v.boolean(),
    last: v.boolean(),
    totalPages: totalPagesSchema,
  });
}
export type CursorPage<TItem> = {
  content: TItem[];
  empty: boolean;
  last: boolean;
  totalPages: number;
};

/** Offset page of the counselor session list (`pageSize, currentPage, …` → this). */
export function offsetPageSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    content: v.array(item),
    totalPages: totalPagesSchema,
  });
}
export type OffsetPage<TItem> = { content: TItem[]; totalPages: number };

export const paginationSchemas = { cursorPage: cursorPageSchema, offsetPage: offsetPageSchema };
