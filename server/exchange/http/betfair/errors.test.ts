import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors';
import { ServiceError } from '../../service/errors';
import { refusalOf, toApingError } from './errors';

describe('Betfair error mapping', () => {
  it('refuses the whole call when the exchange is busy or the caller too fast, not one instruction', () => {
    const busy = new ServiceError('rate_limited', 'SERVICE_BUSY', 'The exchange is busy: try again in 1 s', 1);
    expect(refusalOf(busy)).toBeNull();
    expect(toApingError(busy)?.code).toBe('SERVICE_BUSY');
    const tooFast = new ServiceError('rate_limited', 'TOO_MANY_REQUESTS', 'Slow down', 1);
    expect(refusalOf(tooFast)).toBeNull();
    expect(toApingError(tooFast)?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('keeps a bet\'s own refusal on its instruction', () => {
    expect(refusalOf(new DomainError('INSUFFICIENT_FUNDS', 'no'))).toMatchObject({ instruction: 'INSUFFICIENT_FUNDS', execution: 'INSUFFICIENT_FUNDS' });
    expect(refusalOf(new ServiceError('invalid', 'MARKET_SUSPENDED', 'no'))).toMatchObject({ instruction: 'ERROR_IN_ORDER', execution: 'MARKET_SUSPENDED' });
  });
});
