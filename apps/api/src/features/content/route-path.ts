/**
 * The form route rules are stored and matched in: no query string or fragment, no trailing
 * slash, except that the root stays "/". Input is already validated to start with one "/".
 */
export function normalizeRoutePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
