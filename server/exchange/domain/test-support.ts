import { expect } from 'vitest';
import type { DomainErrorCode } from './errors';

/** Asserts that `run` throws a DomainError with `code`. */
export function expectCode(run: () => unknown, code: DomainErrorCode): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `expected ${code}`).toMatchObject({ name: 'DomainError', code });
}
