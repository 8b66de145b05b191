/**
 * What a service refusal is, independent of the transport: the HTTP layer maps each kind to a
 * status code (http/errors.ts); the code is the stable Betfair-style code clients act on.
 */
export type ServiceErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited';

/** The one error the service and markets layers throw for a refusal (the domain throws DomainError). */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  constructor(
    readonly kind: ServiceErrorKind,
    readonly code: string,
    message: string,
    /** For `rate_limited`: seconds until a retry can succeed (the HTTP layer's Retry-After). */
    readonly retryAfterS?: number,
    /** A limit's refusal: how much room the limit leaves, paise (sent as `error.remaining`). */
    readonly remaining?: number,
  ) {
    super(message);
  }
}

export const notFound = (code: string, message: string) => new ServiceError('not_found', code, message);
export const conflict = (code: string, message: string) => new ServiceError('conflict', code, message);
export const invalid = (message: string, code = 'INVALID_INPUT_DATA') => new ServiceError('invalid', code, message);
export const rateLimited = (message: string, retryAfterS: number) => new ServiceError('rate_limited', 'TOO_MANY_REQUESTS', message, retryAfterS);
