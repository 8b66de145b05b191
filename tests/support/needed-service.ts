/**
 * A test that needs PostgreSQL or nats-server skips itself, saying why, on a machine without them
 * (`npm test` runs anywhere). In CI (.ci/run sets BACKLAY_TESTS_NEED_SERVICES=1, after installing
 * both) a missing one fails the run instead: a green CI has run those tests, not skipped them.
 */
export function missingService(reason: string): string {
  if (process.env.BACKLAY_TESTS_NEED_SERVICES === '1') throw new Error(`${reason}: BACKLAY_TESTS_NEED_SERVICES=1 (CI) needs it, its tests may not be skipped`);
  return reason;
}
