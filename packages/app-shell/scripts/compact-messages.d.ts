type AstElement = { type: number; value?: unknown };

/** The text of a message that is plain text alone; the AST itself otherwise. Throws on a kind
 * of element the app's formatter does not read (plural, date, time, tag, styled number). */
export declare function compactMessage(
  ast: readonly AstElement[],
  id?: string,
): string | readonly unknown[];

/** Every message of a compiled catalog, compacted. */
export declare function compactCatalog(
  catalog: Record<string, readonly AstElement[]>,
): Record<string, string | readonly unknown[]>;
