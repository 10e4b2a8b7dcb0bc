/**
 * PostgreSQL errors a service answers as the client's mistake rather than a 500. Drizzle wraps
 * the driver's error (node-postgres or PGlite, both carry `code` and `constraint`) in `cause`.
 */

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * The unique constraint (or index) a write broke, `''` when the driver did not name it, or
 * `undefined` when the error is not a unique violation (SQLSTATE 23505) at all.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as DatabaseErrorFields).cause) {
    const fields = current as DatabaseErrorFields;
    if (fields.code === '23505') return typeof fields.constraint === 'string' ? fields.constraint : '';
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== undefined;
}
