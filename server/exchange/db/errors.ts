/** The SQLSTATE of a database error, found on it or on the errors it wraps (Drizzle wraps the driver's). */
export function postgresCode(err: unknown): string | undefined {
  for (let e = err, hops = 0; e && typeof e === 'object' && hops < 5; e = (e as { cause?: unknown }).cause, hops += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique constraint refused the row (two identical requests raced past a check). */
export const isUniqueViolation = (err: unknown) => postgresCode(err) === '23505';
