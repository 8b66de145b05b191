/**
 * Defaults for effects a machine expects the app to supply with
 * `machine.provide()`: they fail loudly instead of silently doing nothing.
 */
import { fromPromise } from 'xstate';
import type { PromiseActorLogic } from 'xstate';

/** The error thrown by an effect that was not provided. */
export function notProvidedError(machine: string, effect: string): Error {
  return new Error(`${machine}: "${effect}" is not provided; supply it with ${machine}.provide({ … })`);
}

/** An action implementation that throws {@link notProvidedError} when run. */
export function actionNotProvided(machine: string, effect: string): () => never {
  return () => {
    throw notProvidedError(machine, effect);
  };
}

/** A promise actor whose invocation fails with {@link notProvidedError}. */
export function actorNotProvided<TOutput, TInput>(machine: string, effect: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() => Promise.reject(notProvidedError(machine, effect)));
}

/** Message of an error-like value (GraphQL errors, `Error`, strings). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}

/** The exchange error code carried by an error (`code` or GraphQL `extensions.code`), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { code?: unknown; extensions?: { code?: unknown }; graphQLErrors?: { extensions?: { code?: unknown } }[] };
  const code = e.code ?? e.extensions?.code ?? e.graphQLErrors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Seconds an overload refusal asks to wait (`retryAfterS` or GraphQL `extensions.retryAfterS`), if it names any. */
export function retryAfterOf(error: unknown): number | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { retryAfterS?: unknown; extensions?: { retryAfterS?: unknown }; graphQLErrors?: { extensions?: { retryAfterS?: unknown } }[] };
  const seconds = e.retryAfterS ?? e.extensions?.retryAfterS ?? e.graphQLErrors?.[0]?.extensions?.retryAfterS;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}
