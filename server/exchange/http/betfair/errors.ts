/**
 * The Betfair API's own error mapping: a refusal of the whole call is an APINGException (or, on the
 * account API, an AccountAPINGException) with Betfair's code; a refusal of one instruction is an
 * instruction report's errorCode with its execution report's errorCode. Backlay's domain and service
 * codes are mapped here and nowhere else.
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../domain/errors';
import { ServiceError } from '../../service/errors';
import { ApiError } from '../errors';
import type { z } from 'zod';
import type { APINGExceptionCode, ExecutionReportErrorCode, InstructionReportErrorCode } from './definitions';

export type ApingCode = z.infer<typeof APINGExceptionCode>;
export type ExecutionCode = z.infer<typeof ExecutionReportErrorCode>;
export type InstructionCode = z.infer<typeof InstructionReportErrorCode>;
export type ApiName = 'betting' | 'account' | 'heartbeat';

/** A refusal of the whole call. */
export class ApingError extends Error {
  constructor(
    readonly code: ApingCode,
    message: string,
  ) {
    super(message);
  }
}

/** Betfair's numbering of the exceptions' codes (the JSON-RPC message and the REST faultstring). */
const BETTING_NUMBERS: Record<ApingCode, string> = {
  TOO_MUCH_DATA: 'ANGX-0001',
  INVALID_INPUT_DATA: 'ANGX-0002',
  INVALID_SESSION_INFORMATION: 'ANGX-0003',
  NO_APP_KEY: 'ANGX-0004',
  NO_SESSION: 'ANGX-0005',
  UNEXPECTED_ERROR: 'ANGX-0006',
  INVALID_APP_KEY: 'ANGX-0007',
  TOO_MANY_REQUESTS: 'ANGX-0008',
  SERVICE_BUSY: 'ANGX-0009',
  TIMEOUT_ERROR: 'ANGX-0010',
  REQUEST_SIZE_EXCEEDS_LIMIT: 'ANGX-0011',
  ACCESS_DENIED: 'ANGX-0012',
};
const ACCOUNT_NUMBERS: Partial<Record<ApingCode, string>> = {
  INVALID_INPUT_DATA: 'AANGX-0001',
  INVALID_SESSION_INFORMATION: 'AANGX-0002',
  UNEXPECTED_ERROR: 'AANGX-0003',
  INVALID_APP_KEY: 'AANGX-0004',
  SERVICE_BUSY: 'AANGX-0005',
  TIMEOUT_ERROR: 'AANGX-0006',
  NO_SESSION: 'AANGX-0010',
  NO_APP_KEY: 'AANGX-0011',
  TOO_MANY_REQUESTS: 'AANGX-0014',
};

/** A call-level refusal as Betfair's exception: its number and the exception object. */
export function exceptionOf(api: ApiName, err: ApingError) {
  const name = api === 'account' ? 'AccountAPINGException' : 'APINGException';
  // The account API has no ACCESS_DENIED / TOO_MUCH_DATA / REQUEST_SIZE_EXCEEDS_LIMIT: those become INVALID_INPUT_DATA there.
  const code = api === 'account' && !ACCOUNT_NUMBERS[err.code] ? 'INVALID_INPUT_DATA' : err.code;
  const number = api === 'account' ? ACCOUNT_NUMBERS[code]! : BETTING_NUMBERS[code];
  return { number, data: { [name]: { errorCode: code, errorDetails: err.message, requestUUID: `backlay-${randomUUID()}` }, exceptionname: name } };
}

/** Any error thrown under a call as the call-level refusal it is; null for our own bug (answered as UNEXPECTED_ERROR). */
export function toApingError(err: unknown): ApingError | null {
  if (err instanceof ApingError) return err;
  const known = err instanceof ApiError ? { code: err.code, status: err.statusCode } : err instanceof ServiceError ? { code: err.code, status: statusOfKind[err.kind] } : err instanceof DomainError ? { code: err.code, status: 400 } : null;
  if (!known) return null;
  const message = (err as Error).message;
  if (known.code === 'INVALID_SESSION_INFORMATION' || known.status === 401) return new ApingError('INVALID_SESSION_INFORMATION', message);
  if (known.code === 'SERVICE_BUSY') return new ApingError('SERVICE_BUSY', message);
  if (known.code === 'TOO_MANY_REQUESTS' || known.status === 429) return new ApingError('TOO_MANY_REQUESTS', message);
  if (known.code === 'PERMISSION_DENIED' || known.status === 403) return new ApingError('ACCESS_DENIED', message);
  return new ApingError('INVALID_INPUT_DATA', `${known.code}: ${message}`);
}
const statusOfKind: Record<ServiceError['kind'], number> = { invalid: 400, unauthenticated: 401, forbidden: 403, not_found: 404, conflict: 409, rate_limited: 429 };

/** How one instruction's refusal reads: its own errorCode and, when it alone decides the report, the report's errorCode. */
export interface InstructionRefusal {
  instruction: InstructionCode;
  execution: ExecutionCode;
  message: string;
}

/** Backlay's refusal of one bet (domain or service code) as Betfair's instruction and execution error codes. */
const REFUSALS: Record<string, { instruction: InstructionCode; execution: ExecutionCode }> = {
  INVALID_ODDS: { instruction: 'INVALID_ODDS', execution: 'BET_ACTION_ERROR' },
  INVALID_BET_SIZE: { instruction: 'INVALID_BET_SIZE', execution: 'BET_ACTION_ERROR' },
  INSUFFICIENT_FUNDS: { instruction: 'INSUFFICIENT_FUNDS', execution: 'INSUFFICIENT_FUNDS' },
  LOSS_LIMIT_EXCEEDED: { instruction: 'LOSS_LIMIT_EXCEEDED', execution: 'LOSS_LIMIT_EXCEEDED' },
  // Safer betting (issue #47): Betfair's "order rejected due to the account's status" for a time-out or self-exclusion.
  TIMED_OUT: { instruction: 'ERROR_IN_ORDER', execution: 'INVALID_ACCOUNT_STATE' },
  SELF_EXCLUDED: { instruction: 'ERROR_IN_ORDER', execution: 'INVALID_ACCOUNT_STATE' },
  MARKET_SUSPENDED: { instruction: 'ERROR_IN_ORDER', execution: 'MARKET_SUSPENDED' },
  MARKET_NOT_OPEN_FOR_BETTING: { instruction: 'MARKET_NOT_OPEN_FOR_BETTING', execution: 'MARKET_NOT_OPEN_FOR_BETTING' },
  BET_TAKEN_OR_LAPSED: { instruction: 'BET_TAKEN_OR_LAPSED', execution: 'BET_ACTION_ERROR' },
  INVALID_BET_ID: { instruction: 'INVALID_BET_ID', execution: 'BET_ACTION_ERROR' },
  DUPLICATE_TRANSACTION: { instruction: 'ERROR_IN_ORDER', execution: 'DUPLICATE_TRANSACTION' },
  INVALID_BACK_LAY_COMBINATION: { instruction: 'INVALID_BACK_LAY_COMBINATION', execution: 'BET_ACTION_ERROR' },
  MARKET_NOT_FOUND: { instruction: 'ERROR_IN_ORDER', execution: 'INVALID_MARKET_ID' },
  INVALID_RUNNER: { instruction: 'INVALID_RUNNER', execution: 'BET_ACTION_ERROR' },
  INVALID_ORDER_TYPE: { instruction: 'INVALID_ORDER_TYPE', execution: 'BET_ACTION_ERROR' },
  INVALID_PERSISTENCE_TYPE: { instruction: 'INVALID_PERSISTENCE_TYPE', execution: 'BET_ACTION_ERROR' },
  INVALID_BID_TYPE: { instruction: 'INVALID_BID_TYPE', execution: 'BET_ACTION_ERROR' },
  PERMISSION_DENIED: { instruction: 'ERROR_IN_ORDER', execution: 'PERMISSION_DENIED' },
  NO_ACTION_REQUIRED: { instruction: 'NO_ACTION_REQUIRED', execution: 'NO_ACTION_REQUIRED' },
};

/** An instruction refused before anything was sent to the exchange (checked at this edge). */
export class InstructionError extends Error {
  constructor(
    readonly code: keyof typeof REFUSALS,
    message: string,
  ) {
    super(message);
  }
}

const CALL_LEVEL = new Set(['SERVICE_BUSY', 'TOO_MANY_REQUESTS']);

/** A thrown refusal of one instruction as Betfair's codes; null when it is not a refusal (our bug: it propagates). */
export function refusalOf(err: unknown): InstructionRefusal | null {
  const code = err instanceof InstructionError || err instanceof DomainError || err instanceof ServiceError ? err.code : null;
  // The exchange too busy, or the caller too fast, refuses the call, not one instruction: Betfair's SERVICE_BUSY / TOO_MANY_REQUESTS.
  if (code === null || CALL_LEVEL.has(code)) return null;
  const mapped = REFUSALS[code] ?? { instruction: 'ERROR_IN_ORDER' as const, execution: 'BET_ACTION_ERROR' as const };
  return { ...mapped, message: (err as Error).message };
}
