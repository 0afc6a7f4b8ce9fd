import { is } from 'drizzle-orm';
import { type AnyPgColumn, getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { UploadPurpose } from './purposes';
import { uploads } from './tables';

/**
 * Column names that say "an upload's id": `upload_id`, `cover_upload_id`, `profile_image_id`,
 * `attachment_id`, `certificate_file_id`, …
 */
const UPLOAD_ID_NAME = /(^|_)(upload|image|file|attachment)_id$/;

export type UploadIdColumn = { column: string; found: 'foreign key' | 'name' };

const nameOf = (column: AnyPgColumn) => `${getTableConfig(column.table).name}.${column.name}`;

/**
 * Every column of the given tables that holds upload ids, found two ways: a foreign key to
 * uploads.id (the sure sign), or a name ending the way upload-id columns are named (for columns
 * that cannot carry the foreign key, like users.profile_image_id: uploads.owner_user_id already
 * points at users, so a key back would make the two tables.ts files import each other).
 */
export function findUploadIdColumns(schema: Record<string, unknown>): UploadIdColumn[] {
  const found: UploadIdColumn[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || table === uploads) continue;
    const config = getTableConfig(table);
    const keyed = new Set(
      config.foreignKeys.flatMap((key) => {
        const reference = key.reference();
        return reference.foreignTable === uploads ? reference.columns.map(nameOf) : [];
      }),
    );
    for (const column of config.columns) {
      const name = `${config.name}.${column.name}`;
      if (keyed.has(name)) found.push({ column: name, found: 'foreign key' });
      else if (UPLOAD_ID_NAME.test(column.name)) found.push({ column: name, found: 'name' });
    }
  }
  return found.sort((a, b) => a.column.localeCompare(b.column));
}

/**
 * What is wrong between the schema and the registered purposes: a column holding upload ids
 * that no purpose lists (its files would be swept while in use), or a listed column that is
 * not in the schema. Empty when they agree.
 */
export function uploadColumnProblems(
  schema: Record<string, unknown>,
  purposes: UploadPurpose[],
): string[] {
  const registered = new Set(purposes.flatMap(({ columns }) => columns.map(nameOf)));
  const found = findUploadIdColumns(schema);
  const inSchema = new Set(found.map(({ column }) => column));
  return [
    ...found
      .filter(({ column }) => !registered.has(column))
      .map(
        ({ column, found: how }) =>
          `${column} holds upload ids (${how}) but no upload purpose lists it: register it ` +
          'with uploads.purposes.register({ name, visibility, columns: [...] }) and attach ' +
          'every id stored there',
      ),
    ...[...registered]
      .filter((column) => !inSchema.has(column))
      .map((column) => `${column} is registered for uploads but is not an upload-id column`),
  ];
}
