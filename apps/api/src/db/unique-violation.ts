// PostgreSQL reports a broken unique constraint as SQLSTATE 23505 with the constraint's name.
// drizzle wraps driver errors (DrizzleQueryError.cause), pg and PGlite both carry `code` and
// `constraint`, so the check walks the cause chain instead of trusting one shape.
export function uniqueViolationConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    current = candidate.cause;
  }
  return undefined;
}
