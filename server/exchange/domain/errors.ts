/** Betfair-style error codes (ARCHITECTURE §3) plus the self-match refusal. */
export type DomainErrorCode =
  | 'INVALID_ODDS'
  | 'INVALID_BET_SIZE'
  | 'INSUFFICIENT_FUNDS'
  | 'MARKET_SUSPENDED'
  | 'MARKET_NOT_OPEN_FOR_BETTING'
  | 'BET_TAKEN_OR_LAPSED'
  | 'INVALID_BET_ID'
  | 'DUPLICATE_TRANSACTION'
  | 'LOSS_LIMIT_EXCEEDED'
  | 'TOO_MANY_REQUESTS'
  | 'INVALID_SESSION_INFORMATION'
  | 'INVALID_INPUT_DATA'
  | 'PERMISSION_DENIED'
  | 'INVALID_BACK_LAY_COMBINATION';

/** The one error the domain throws; `code` is what the REST layer sends back. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** A limit's refusal: how much room the limit leaves, paise (sent as `error.remaining`). */
    readonly remaining?: number,
  ) {
    super(message);
  }
}

export function isDomainError(error: unknown, code?: DomainErrorCode): error is DomainError {
  return error instanceof DomainError && (code === undefined || error.code === code);
}
