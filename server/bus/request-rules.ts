/**
 * The request/reply rules both buses share (bus.ts): the default wait for an answer, and what a
 * server whose handler throws answers (handlers answer their own coded errors as values).
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 5_000;
export const INTERNAL_ERROR_REPLY = { error: { code: 'INTERNAL_ERROR', message: 'The command failed on its server' } } as const;
