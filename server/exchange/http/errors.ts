import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError, type DomainErrorCode } from '../domain/errors';
import { ServiceError, type ServiceErrorKind } from '../service/errors';

/** An error a client can act on: HTTP status plus a stable Betfair-style code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The body of a call that takes no input: nothing but `{}` (or no body) is accepted. */
export const emptyBody = z.object({}).strict();

/** Validates a request body; bad input is a 400 INVALID_INPUT_DATA naming the first problem. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new ApiError(400, 'INVALID_INPUT_DATA', `${where}${issue?.message ?? 'invalid input'}`);
  }
  return result.data;
}

const domainStatus: Partial<Record<DomainErrorCode, number>> = {
  DUPLICATE_TRANSACTION: 409,
  BET_TAKEN_OR_LAPSED: 409,
  INVALID_BET_ID: 404,
  PERMISSION_DENIED: 403,
  INVALID_SESSION_INFORMATION: 401,
  TOO_MANY_REQUESTS: 429,
};

/** A domain refusal as an API error: 400 unless the code says otherwise. */
export function fromDomainError(err: DomainError): ApiError {
  return new ApiError(domainStatus[err.code] ?? 400, err.code, err.message);
}

const serviceStatus: Record<ServiceErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/** A service refusal as an API error: its kind gives the status. */
export function fromServiceError(err: ServiceError): ApiError {
  return new ApiError(serviceStatus[err.kind], err.code, err.message);
}

/** Every failure leaves as `{ "error": { "code", "message" } }`; only our own bugs are 500s. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | ApiError | DomainError | ServiceError, request, reply) => {
    let err = thrown;
    if (err instanceof DomainError) err = fromDomainError(err);
    else if (err instanceof ServiceError) err = fromServiceError(err);
    if (err instanceof ApiError) {
      return reply.status(err.statusCode).send({ error: { code: err.code, message: err.message } });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ error: { code: 'INVALID_INPUT_DATA', message: 'Request body too large' } });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: 'INVALID_INPUT_DATA', message: err.message } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } }),
  );
}
